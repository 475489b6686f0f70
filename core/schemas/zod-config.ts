/**
 * In the browser, zod checks whether it may compile validators with
 * `new Function`; our Content-Security-Policy forbids eval, so the check
 * itself is reported as a policy violation. Interpreted validation is plenty
 * for a form; the server keeps zod's compiled fast path.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
