// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { resetRuntimeConfigCache, runtimeConfig } from "./runtime-config";

beforeEach(() => {
  document.body.innerHTML = "";
  resetRuntimeConfigCache();
});

describe("runtime configuration block", () => {
  it("R-OPEN-38: reads the server-supplied #runtime-config JSON block", () => {
    document.body.innerHTML =
      '<script id="runtime-config" type="application/json">{"gaMeasurementId":"G-1","metaPixelId":"2","publicApiKey":"anon","apiDirectOrigin":"https://api.example.ae"}</script>';
    expect(runtimeConfig()).toEqual({
      gaMeasurementId: "G-1",
      metaPixelId: "2",
      publicApiKey: "anon",
      apiDirectOrigin: "https://api.example.ae",
    });
  });

  it("R-OPEN-38: the block is read once and cached for the page", () => {
    document.body.innerHTML = '<script id="runtime-config" type="application/json">{"gaMeasurementId":"G-1"}</script>';
    const first = runtimeConfig();
    document.body.innerHTML = '<script id="runtime-config" type="application/json">{"gaMeasurementId":"G-2"}</script>';
    expect(runtimeConfig()).toBe(first);
    resetRuntimeConfigCache();
    expect(runtimeConfig().gaMeasurementId).toBe("G-2");
  });

  it("R-OPEN-44: a missing or broken block gives an empty config (analytics stays off) instead of throwing", () => {
    expect(runtimeConfig()).toEqual({});
    resetRuntimeConfigCache();
    document.body.innerHTML = '<script id="runtime-config" type="application/json">{not json</script>';
    expect(() => runtimeConfig()).not.toThrow();
    expect(runtimeConfig()).toEqual({});
  });
});
