/**
 * More member stories for /success-stories, shown after the three home
 * testimonials (R-OPEN-07, R-OPEN-50). Members are named by first name and
 * last initial with their consent. No money amounts and no promised savings:
 * each story is about how coaching changed a habit.
 */
import { MAX_CASHBACK_PERCENT } from "@core/constants";

export type Story = {
  name: string;
  location: string;
  role: string;
  safetyScore: number;
  headline: string;
  story: string;
  quote: string;
};

export const moreStories: readonly Story[] = [
  {
    name: "Hessa A.",
    location: "Al Ain",
    role: "New driver, licensed this year",
    safetyScore: 85,
    headline: "From nervous on roundabouts to calm and steady",
    story:
      "Hessa passed her driving test in Al Ain last spring and, like many new drivers, found the city's roundabouts stressful. Her first week of trips showed a pattern she had not noticed: she took the exits too fast and then braked late to make up for it. The driving coach marked each of those moments after the trip and suggested one change at a time, starting with easing off earlier on the approach. Within a month her cornering and braking had steadied, and the pre-drive tips helped her plan routes around the busy school-hour traffic in Al Jimi. She still reads the summary after every drive, not for the number, but to see whether the day's change stuck.",
    quote: "Getting one small tip at a time made roundabouts feel manageable instead of frightening.",
  },
  {
    name: "Rajesh N.",
    location: "Ajman",
    role: "Shift nurse driving home after night shifts",
    safetyScore: 89,
    headline: "Safer drives home after the night shift",
    story:
      "Rajesh works rotating shifts at a hospital in Sharjah and drives home to Ajman at dawn, tired, on roads that are empty enough to tempt a heavy foot. His first trip summaries showed it: speeding on the open stretches and late braking at the roundabouts near home. The AI coach flagged the pattern and suggested a short pause before setting off after a night shift, a lower cruising speed on the emptiest roads, and keeping the phone out of reach until he parks. His speed factor climbed week by week, and the night-time trips that used to drag his score down now barely move it. He says he arrives home calmer and sleeps better for it.",
    quote: "The coach noticed my tired drives home before I did, and it changed how I end every night shift.",
  },
  {
    name: "Mariam S.",
    location: "Khalifa City, Abu Dhabi",
    role: "Parent on the daily school run",
    safetyScore: 94,
    headline: "A calmer school run, with three back-seat score checkers",
    story:
      "Mariam drives her three children to two different schools every morning from Khalifa City, and the school run used to be the most stressful part of her day. Her trip summaries showed that the morning rush was where her score slipped: quick starts when she was running late, and glances at her phone whenever the class group chat buzzed. She began setting the route and switching her phone to do not disturb before leaving, and the pre-drive briefing now reminds her about heavy traffic near the school gates. Her phone-use factor recovered first, then her braking. Her children noticed too, and now ask for her score as soon as they arrive.",
    quote: "My kids check my score before I do, so now I drive the way I would want them to drive one day.",
  },
  {
    name: "Khalid R.",
    location: "Ras Al Khaimah",
    role: "Long-distance commuter to Dubai",
    safetyScore: 91,
    headline: "Keeping to the limit on the long commute",
    story: `Khalid drives from Ras Al Khaimah to his office in Dubai on most working days, more than an hour each way. Because longer trips carry more weight in the score, those commutes shaped his whole month, and his summaries showed long stretches just over the limit, with his speed creeping up whenever the road was quiet. The coach did not lecture him; it showed him where the limit changed and how often he was catching up afterwards. He now sets his cruise control to the limit and leaves a little earlier instead of making up time, and winter fog alerts before he sets off have changed when he leaves. When his policy came up for renewal he compared quotes through the partner broker, so his steady score now counts towards cashback of up to ${MAX_CASHBACK_PERCENT}%.`,
    quote: "Seeing my speed against the actual limit, trip after trip, did more than any speed camera ever did.",
  },
  {
    name: "Elena V.",
    location: "JLT, Dubai",
    role: "Expat who recently converted her licence",
    safetyScore: 83,
    headline: "Learning the pace of Dubai's roads",
    story:
      "Elena moved to Dubai from Italy and converted her licence soon after she arrived, expecting the driving itself to be easy. What she found harder was the pace: multi-lane interchanges, fast lane changes all around her and exits that appear suddenly near JLT. Her first scores were held back mostly by harsh braking when she realised late that she needed to turn off. The pre-drive tips taught her to check the route before setting off and to move across early, and her post-trip summaries showed her braking improving week by week. Two months on she drives Sheikh Zayed Road without dreading it, and she compares scores with colleagues over lunch.",
    quote: "Knowing my exit before I set off changed everything about how I drive here.",
  },
  {
    name: "Yusuf B.",
    location: "Fujairah",
    role: "Retired teacher",
    safetyScore: 96,
    headline: "Still learning after forty years behind the wheel",
    story:
      "Yusuf retired from teaching in Fujairah and now drives mostly along the coast to visit family in Dibba and Kalba. He has been driving for more than forty years and joined mainly because his grandson set the app up for him. He was pleased that his steady habits scored well, but surprised that his cornering on the mountain road towards Masafi kept costing him points. The trip replays showed where he was carrying too much speed into bends, and he now brakes gently before a turn rather than in it. He has also started leaving family dinners a little earlier, so that fewer of his drives home fall in the small hours.",
    quote:
      "After forty years behind the wheel I did not expect to learn anything new, but the bends near Masafi taught me otherwise.",
  },
];

export const storiesNote = "Shared by members with their consent. First names and last initials only; results vary.";
