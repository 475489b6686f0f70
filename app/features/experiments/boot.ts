/**
 * "No flash" (issue 6): a tiny inline script, the first thing in the hero.
 * The server put the active experiments into the page (#ab-snapshot); the
 * script decides the hero before the first paint:
 * - a visitor assigned to one of them keeps it (spec §4 call 4a);
 * - a new visitor (or one whose experiment ended) is assigned here, by the
 *   rules of resolveAssignment() in assignment.ts: the storage lock
 *   (ab_test_assignment_lock) taken unless another tab holds a fresh one, a
 *   uniform pick over the active experiments, the same stored record with
 *   impression_tracked false, the lock released.
 * The variant's texts are written in once the parser has passed them (a
 * MutationObserver: its callbacks run before any paint); until then <html>
 * carries data-ab-wait and app.css keeps the texts unseen, so no frame
 * shows the default headline. Only when another tab holds the lock or
 * storage fails are the texts marked pending (CSS shows "Loading..." for
 * at most 3 s) and the assignment left to resolveAssignment() after
 * hydration. What it did is left in window.__abBoot, so React's first
 * render matches.
 *
 * Plain ES5 in a string: it is inlined as written (the server allows it by
 * the hash of the page's inline scripts), runs before any bundle, and is the
 * same in every build. It sits before the texts, not after them: a browser
 * may paint a half-parsed page before a script, and a script after the
 * texts let it paint half the hero, then move it.
 */
import { EXPERIMENT, STORAGE_KEYS } from "@core/constants";
import type { Locale } from "@core/locales";

export const HERO_SLOT = "hero";
export const SNAPSHOT_ELEMENT_ID = "ab-snapshot";

/**
 * Each edition's hero is its own page location (issue 17): an experiment's English texts
 * live at "hero", its Arabic ones at "hero_ar", so a variant never shows in the wrong language.
 */
export const HERO_SLOTS = { en: HERO_SLOT, ar: "hero_ar" } as const satisfies Record<Locale, string>;
export type HeroSlot = (typeof HERO_SLOTS)[Locale];

export type BootResult =
  | {
      state: "applied";
      experiment: { id: string; name: string; is_control: boolean; page_locations: string[] };
      content: Record<string, string>;
    }
  | { state: "pending" }
  | { state: "none" };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    __abBoot?: BootResult;
  }
}

/** On <html> while the boot script waits for the hero's texts to be parsed (app.css keeps them unseen meanwhile). */
export const WAIT_ATTRIBUTE = "data-ab-wait";

const config = (slot: HeroSlot) =>
  JSON.stringify({
    wait: WAIT_ATTRIBUTE,
    key: STORAGE_KEYS.experimentAssignment,
    lock: STORAGE_KEYS.experimentLock,
    ttl: EXPERIMENT.lockTtlMs,
    slot,
    snapshot: SNAPSHOT_ELEMENT_ID,
  });

/** The boot script of one edition's hero: the same code, only the page location it reads differs. */
export const heroBootScript = (slot: HeroSlot) => `(function(c){var r={state:"none"};window.__abBoot=r;try{
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
var found=null,uses=false,fix=null;
for(var i=0;i<list.length;i++){var x=list[i];
if(x.page_locations.indexOf(c.slot)>=0)uses=true;
if(a&&x.id===a.experiment_id)found=x}
if(!found)found=assign();
if(found){if(found.page_locations.indexOf(c.slot)<0)return;
var t=(found.content&&found.content[c.slot])||{};
var set=function(s,v){var n=hero.querySelector(s);if(n&&v&&n.textContent!==v)n.textContent=v};
fix=function(){set("#hero-heading",t.headline);set("[data-ab-text=subheadline]",t.subheadline);set("[data-ab-text=cta]",t.cta_text)};
window.__abBoot={state:"applied",experiment:{id:found.id,name:found.name,is_control:found.is_control,page_locations:found.page_locations},content:t}}
else if(uses){fix=function(){var b=hero.querySelector("[data-ab-state]");if(b)b.setAttribute("data-ab-state","pending")};window.__abBoot={state:"pending"}}
if(!fix)return;
var root=document.documentElement,mo=null,done=false;
var parsed=function(){var n=hero.querySelector("[data-ab-text=cta]");for(;n&&n!==hero;n=n.parentNode)if(n.nextSibling)return true;return false};
var finish=function(){if(done)return;done=true;try{if(mo)mo.disconnect();fix()}finally{root.removeAttribute(c.wait)}};
if(document.readyState!=="loading"||parsed()){finish();return}
root.setAttribute(c.wait,"");
if(window.MutationObserver){mo=new MutationObserver(function(){if(parsed())finish()});mo.observe(hero,{childList:true,subtree:true})}
document.addEventListener("DOMContentLoaded",finish);
}catch(e){}})(${config(slot)});`;

export const HERO_BOOT_SCRIPT = heroBootScript(HERO_SLOT);

/** What the boot script did on this page view (none on the server and in tests without it). */
export function bootResult(): BootResult {
  if (typeof window === "undefined") return { state: "none" };
  return window.__abBoot ?? { state: "none" };
}
