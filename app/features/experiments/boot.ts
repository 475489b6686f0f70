/**
 * "No flash" (issue 6): a tiny inline script placed right after the hero's
 * texts. The server put the active experiments into the page
 * (#ab-snapshot); the script decides the hero before the first paint:
 * - a visitor assigned to one of them keeps it (spec §4 call 4a);
 * - a new visitor (or one whose experiment ended) is assigned here, by the
 *   rules of resolveAssignment() in assignment.ts: the storage lock
 *   (ab_test_assignment_lock) taken unless another tab holds a fresh one, a
 *   uniform pick over the active experiments, the same stored record with
 *   impression_tracked false, the lock released;
 * then the variant's texts are written into the hero, so the first frame
 * already shows them. Only when another tab holds the lock or storage fails
 * does it mark the texts pending (CSS shows "Loading..." for at most 3 s)
 * and leave the assignment to resolveAssignment() after hydration. What it
 * did is left in window.__abBoot, so React's first render matches the page.
 *
 * Plain ES5 in a string: it is inlined as written (the server allows it by
 * the hash of the page's inline scripts), runs before any bundle, and is the
 * same in every build.
 */
import { EXPERIMENT, STORAGE_KEYS } from "@core/constants";

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

const CONFIG = JSON.stringify({
  key: STORAGE_KEYS.experimentAssignment,
  lock: STORAGE_KEYS.experimentLock,
  ttl: EXPERIMENT.lockTtlMs,
  slot: HERO_SLOT,
  snapshot: SNAPSHOT_ELEMENT_ID,
});

export const HERO_BOOT_SCRIPT = `(function(c){var r={state:"none"};window.__abBoot=r;try{
var el=document.getElementById(c.snapshot);if(!el)return;
var snap=JSON.parse(el.textContent||"null");if(!snap||!snap.experiments||!snap.experiments.length)return;
var list=snap.experiments;
var hero=document.querySelector('[data-ab-slot="'+c.slot+'"]');if(!hero)return;
var ls=null,a=null;try{ls=window.localStorage;a=JSON.parse(ls.getItem(c.key)||"null")}catch(e){a=null}
if(!a||typeof a.experiment_id!=="string"||typeof a.experiment_name!=="string")a=null;
var assign=function(){try{var now=Date.now(),held=Number(ls.getItem(c.lock));
if(isFinite(held)&&held>0&&now-held<c.ttl)return null;
ls.setItem(c.lock,String(now));
try{var x=list[Math.min(list.length-1,Math.floor(Math.random()*list.length))];
ls.setItem(c.key,JSON.stringify({experiment_id:x.id,experiment_name:x.name,is_control:x.is_control,assigned_at:now,impression_tracked:false}));
return x}finally{ls.removeItem(c.lock)}}catch(e){return null}};
var found=null,uses=false;
for(var i=0;i<list.length;i++){var x=list[i];
if(x.page_locations.indexOf(c.slot)>=0)uses=true;
if(a&&x.id===a.experiment_id)found=x}
if(!found)found=assign();
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
