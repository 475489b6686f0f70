/**
 * "No flash" (issue 6): a tiny inline script placed right after the hero's
 * texts. The server put the active experiments into the page
 * (#ab-snapshot); if this visitor already has an assignment to one of them
 * that uses the hero, the script writes its texts into the hero before the
 * first paint. If there are active hero experiments but no assignment yet,
 * it marks the texts as pending (CSS shows "Loading..." for at most 3 s).
 * It only reads storage; the assignment itself is made after hydration by
 * resolveAssignment(). What it did is left in window.__abBoot, so React's
 * first render matches the page exactly.
 *
 * Plain ES5 in a string: it is inlined as written (the server allows it by
 * its hash), runs before any bundle, and is the same in every build.
 */
import { STORAGE_KEYS } from "@core/constants";

export const HERO_SLOT = "hero";
export const SNAPSHOT_ELEMENT_ID = "ab-snapshot";

export type BootResult =
  | { state: "applied"; experiment: { id: string; name: string; is_control: boolean; page_locations: string[] }; content: Record<string, string> }
  | { state: "pending" }
  | { state: "none" };

declare global {
  interface Window {
    __abBoot?: BootResult;
  }
}

const CONFIG = JSON.stringify({ key: STORAGE_KEYS.experimentAssignment, slot: HERO_SLOT, snapshot: SNAPSHOT_ELEMENT_ID });

export const HERO_BOOT_SCRIPT = `(function(c){var r={state:"none"};window.__abBoot=r;try{
var el=document.getElementById(c.snapshot);if(!el)return;
var snap=JSON.parse(el.textContent||"null");if(!snap||!snap.experiments||!snap.experiments.length)return;
var hero=document.querySelector('[data-ab-slot="'+c.slot+'"]');if(!hero)return;
var a=null;try{a=JSON.parse(localStorage.getItem(c.key)||"null")}catch(e){return}
var found=null,uses=false;
for(var i=0;i<snap.experiments.length;i++){var x=snap.experiments[i];
if(x.page_locations.indexOf(c.slot)>=0)uses=true;
if(a&&x.id===a.experiment_id)found=x}
if(found){if(found.page_locations.indexOf(c.slot)<0)return;
var t=(found.content&&found.content[c.slot])||{};
var set=function(s,v){var n=hero.querySelector(s);if(n&&v)n.textContent=v};
set("#hero-heading",t.headline);set("[data-ab-text=subheadline]",t.subheadline);set("[data-ab-text=cta]",t.cta_text);
window.__abBoot={state:"applied",experiment:{id:found.id,name:found.name,is_control:found.is_control,page_locations:found.page_locations},content:t};return}
if(uses){var b=hero.querySelector("[data-ab-state]");if(b)b.setAttribute("data-ab-state","pending");window.__abBoot={state:"pending"}}
}catch(e){}})(${CONFIG});`;

/** What the boot script did on this page view (none on the server and in tests without it). */
export function bootResult(): BootResult {
  if (typeof window === "undefined") return { state: "none" };
  return window.__abBoot ?? { state: "none" };
}
