/** The quote dialog and the app-download dialog on Android, iOS and desktop (R-DLG-*). */
import {
  PRODUCT,
  QUOTE_SITE,
  expect,
  newTabUrl,
  pixelCalls,
  recordedEvents,
  settled,
  test,
  visit,
  USER_AGENTS,
  PHONE,
} from "../support/e2e";

const UA = USER_AGENTS;

test.use({ quietStorage: true });

test.describe("quote dialog", () => {
  test("R-DLG-QUOTE-01..06: title, badges, two methods with online by default, label switch and footer", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your Insurance Quote" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Choose your preferred method", { exact: true })).toBeVisible();
    for (const badge of ["Secure", "Personalised", "Free"])
      await expect(dialog.getByText(badge, { exact: true })).toBeVisible();
    const radios = dialog.getByRole("radio");
    await expect(radios).toHaveCount(2);
    const online = dialog.getByRole("radio", { name: "Personalised Online Quote" });
    const whatsapp = dialog.getByRole("radio", { name: "WhatsApp Support" });
    await expect(online).toHaveAttribute("aria-checked", "true");
    for (const text of ["Recommended", "AI-powered document scanning", "Chat with insurance expert"]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    const button = dialog.getByRole("link", { name: "Get Personalised Quote" });
    await expect(button).toBeVisible();
    await whatsapp.click();
    await expect(dialog.getByRole("link", { name: "Start WhatsApp Chat" })).toBeVisible();
    await online.click();
    await expect(button).toBeVisible();
    await expect(dialog.getByText("Trusted by 1,000+ drivers • Save up to 25%", { exact: true })).toBeVisible();
    // Five stars: the app's App Store rating, with its source (R-HONEST-04).
    await expect(dialog.getByTestId("rating-star")).toHaveCount(5);
    await expect(dialog.getByTestId("app-rating")).toHaveText("4.8 out of 5 from 247 App Store ratings");

    // Keyboard: an arrow moves to the next radio and selects it, however briefly the key is pressed
    // (R-OPEN-53, the WAI-ARIA radio group); the button's label follows.
    await online.focus();
    await page.keyboard.press("ArrowDown");
    await expect(whatsapp).toBeFocused();
    await expect(whatsapp).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByRole("link", { name: "Start WhatsApp Chat" })).toBeVisible();
    await page.keyboard.press("ArrowUp");
    await expect(online).toHaveAttribute("aria-checked", "true");
    await expect(button).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(whatsapp).toHaveAttribute("aria-checked", "true");

    // Reopening resets to online (R-DLG-QUOTE-04), and Esc returns focus to the trigger (R-DLG-APP-06).
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("site-header").getByRole("button", { name: "Get Quote" })).toBeFocused();
    await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
    await expect(page.getByRole("radio", { name: "Personalised Online Quote" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  test("R-CALL-EXT-01, R-DLG-QUOTE-07, R-AN-04/05: the online quote opens the quote site with every parameter and tracks the lead", async ({
    page,
  }) => {
    await visit(page, "/?utm_source=google&utm_campaign=spring&gclid=abc&utm_medium=");
    await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
    const url = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());
    expect(url.href.startsWith(QUOTE_SITE)).toBe(true);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      utm_source: "google",
      utm_campaign: "spring",
      gclid: "abc",
      internal_source: "header",
      internal_medium: "cta_button",
      internal_campaign: "quote_request",
      action: "quote",
    });
    expect(Object.values(params).every((value) => value !== "")).toBe(true);
    expect(params.utm_medium).toBeUndefined();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const quote = await recordedEvents(page, "quote_request");
    expect(quote).toHaveLength(1);
    expect(quote[0]!.args[2]).toMatchObject({ value: 100, source: "header", utm_source: "google" });
    expect((await pixelCalls(page)).map((call) => call.args)).toContainEqual([
      "track",
      "Lead",
      { value: 100, currency: "AED" },
    ]);
    expect(await recordedEvents(page, "quote_source")).toHaveLength(1);
    expect((await recordedEvents(page, "utm_attribution"))[0]!.args[2]).toMatchObject({
      utm_source: "google",
      utm_campaign: "spring",
    });
    expect((await recordedEvents(page, "quote_method_submitted"))[0]!.args[2]).toMatchObject({
      event_category: "Quote Method",
      event_label: "instant",
    });
  });

  test("R-DLG-QUOTE-08, R-CALL-EXT-02, R-AN-06: WhatsApp opens a chat that asks for a quote with its Source line", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
    await page.getByRole("radio", { name: "WhatsApp Support" }).click();
    const url = await newTabUrl(page, () => page.getByRole("link", { name: "Start WhatsApp Chat" }).click());
    expect(url.hostname).toBe("wa.me");
    expect(url.pathname).toBe("/971551234567");
    expect(url.searchParams.get("text")).toBe("Hi! I would like to get an insurance quote.\nSource: header");
    const methods = await recordedEvents(page);
    expect(methods.map((call) => [call.args[1], (call.args[2] as Record<string, unknown>).event_label])).toEqual(
      expect.arrayContaining([
        ["quote_method_selected", "whatsapp"],
        ["quote_method_submitted", "whatsapp"],
      ]),
    );
  });

  test("R-OPEN-28: every home entry point carries its own source", async ({ page }) => {
    await visit(page, "/");
    const entries: [string, () => Promise<void>][] = [
      ["hero_main", () => page.getByTestId("hero-cta").click()],
      ["how_it_works_section", () => page.locator("#how-it-works").getByRole("button", { name: "Get Quote" }).click()],
      ["homepage", () => page.getByRole("button", { name: "Get Your Quote", exact: true }).click()],
      ["queen_bee", () => page.getByRole("button", { name: "Get Insurance Quote" }).click()],
      ["cta_section_insurance_path", () => page.getByRole("button", { name: "Get a Quote" }).click()],
    ];
    for (const [source, open] of entries) {
      await open();
      const url = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());
      expect(url.searchParams.get("internal_source"), source).toBe(source);
      expect(url.searchParams.get("internal_campaign")).toBe("quote_request");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});

test("R-OPEN-07/28: each content page's call to action carries its own quote source", async ({ page }) => {
  for (const [path, source] of [
    ["/about", "about"],
    ["/features", "features"],
    ["/how-it-works", "how_it_works"],
    ["/success-stories", "success_stories"],
    ["/driver-score", "build_score"],
    ["/queen-bee-competition", "competition"],
    ["/blog/rewards-system", "blog"],
  ] as const) {
    await visit(page, path);
    await page.getByRole("main").getByRole("button", { name: "Get Quote" }).last().click();
    const url = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());
    expect(url.searchParams.get("internal_source"), path).toBe(source);
  }
});

test.describe("app-download dialog", () => {
  test.describe("desktop", () => {
    test.use({ userAgent: UA.desktop });
    test("R-DLG-APP-02/03/04/06, R-OPEN-31: two columns with the QR code, the App Store button and the Android waitlist", async ({
      page,
    }) => {
      await visit(page, "/");
      const trigger = page.getByTestId("site-header").getByRole("button", { name: "Download App" });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: `Download ${PRODUCT}` });
      await expect(dialog).toBeVisible();
      const columns = dialog.getByTestId("download-columns").locator(":scope > section");
      await expect(columns).toHaveCount(2);
      // Measure after the opening animation (a scale) has finished.
      await settled(dialog);
      const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
      expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
      expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
      await expect(dialog.getByText("For iPhone and iPad")).toBeVisible();
      await expect(dialog.getByTestId("app-store-qr")).toBeVisible();
      const appStore = dialog.getByRole("link", { name: /App Store/ });
      await expect(appStore).toHaveAttribute("href", "/app-store");
      await expect(appStore).toHaveAttribute("target", "_blank");
      await expect(dialog.getByTestId("android-waitlist")).toBeVisible();
      const clicks = (await recordedEvents(page, "click")).map((call) => call.args[2]);
      expect(clicks).toContainEqual(
        expect.objectContaining({ event_category: "App Download", event_label: "Download App" }),
      );
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });
  });

  test.describe("iPhone", () => {
    test.use({ userAgent: UA.iphone, ...PHONE });
    test("R-DLG-APP-02, R-ENT-11: iOS gets the Download dialog", async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Download App" }).click();
      await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` })).toBeVisible();
      await expect(page.getByRole("dialog").getByTestId("app-store-qr")).toBeVisible();
    });

    test("on an iPhone the App Store badge comes first and is the largest thing in the dialog; nothing opens the keyboard", async ({
      page,
    }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Start Building My Score" }).click();
      const dialog = page.getByRole("dialog", { name: `Download ${PRODUCT}` });
      await expect(dialog).toBeVisible();
      await settled(dialog);
      // Focus is on the dialog itself, not in the Android e-mail field (which would open the keyboard over it).
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog");
      const badge = (await dialog.getByTestId("app-store-badge").boundingBox())!;
      const qr = (await dialog.getByTestId("app-store-qr").boundingBox())!;
      const email = (await dialog.getByTestId("android-waitlist").boundingBox())!;
      expect(badge.y).toBeLessThan(qr.y);
      expect(badge.y).toBeLessThan(email.y);
      expect(badge.width * badge.height).toBeGreaterThan(qr.width * qr.height);
      const controls = await dialog
        .locator("a, button, input, img")
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect()).map((box) => box.width * box.height),
        );
      expect(badge.width * badge.height).toBeGreaterThanOrEqual(Math.max(...controls) - 1);
      // The keyboard still reaches the form.
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("link", { name: /App Store/ })).toBeFocused();
    });
  });

  test.describe("Android", () => {
    test.use({ userAgent: UA.android, ...PHONE });
    test("R-DLG-APP-01, R-HOME-PATHS-02: Android gets the waitlist only, no QR code and no App Store button", async ({
      page,
    }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Start Building My Score" }).click();
      const dialog = page.getByRole("dialog", { name: "Join Android Waitlist" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("coming soon");
      await expect(dialog.getByTestId("android-waitlist")).toBeVisible();
      await expect(dialog.getByTestId("app-store-qr")).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: /App Store/ })).toHaveCount(0);
      // A touch screen: focus is on the dialog, not in the e-mail field, so no keyboard covers it on open.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog");
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("textbox")).toBeFocused();
    });
  });
});
