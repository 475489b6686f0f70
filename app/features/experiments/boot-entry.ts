// The hero's inline script (build-tools/hero-boot.ts bundles from here): boot.ts wraps the
// bundle in a function whose parameter is `settings`, the edition's.
import { bootHero, type BootSettings } from "./boot-script";

declare const settings: BootSettings;
bootHero(settings);
