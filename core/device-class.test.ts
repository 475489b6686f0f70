import { describe, expect, it } from "vitest";
import { deviceClass } from "./device-class";

const AGENTS = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
};

describe("deviceClass", () => {
  it("calls iPhones and Android phones phones", () => {
    expect(deviceClass(AGENTS.iPhone)).toBe("phone");
    expect(deviceClass(AGENTS.androidPhone)).toBe("phone");
  });

  it("calls iPads and Android devices without Mobile tablets", () => {
    expect(deviceClass(AGENTS.iPad)).toBe("tablet");
    expect(deviceClass(AGENTS.androidTablet)).toBe("tablet");
  });

  it("calls desktops, and a missing user agent, desktop", () => {
    expect(deviceClass(AGENTS.windows)).toBe("desktop");
    expect(deviceClass(AGENTS.mac)).toBe("desktop");
    expect(deviceClass(undefined)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });
});
