import { useState } from "react";
import { newHandoffId, recordHandoff, type HandoffPress } from "~/features/handoffs";

/**
 * The id the next press of a hand-off control is recorded under (R-FUNNEL-11), for its link to
 * carry, and the press itself: the beacon with this id, then a fresh id for the next press. The
 * fresh id comes a task later, once the browser has followed the link it was pressed on (a
 * re-render in the click's microtasks would change the link before it opens).
 */
export function useHandoffId(): { id: string; pressed: (press: Omit<HandoffPress, "id">) => void } {
  const [id, setId] = useState(newHandoffId);
  return {
    id,
    pressed(press) {
      recordHandoff({ ...press, id });
      window.setTimeout(() => setId(newHandoffId()), 0);
    },
  };
}
