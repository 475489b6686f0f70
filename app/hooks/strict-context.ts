import { createContext, useContext } from "react";

/** A context whose hook throws outside its provider: a part used outside its container is a bug to see at once (R-ERR-14, 15). */
export function createStrictContext<T>(outsideMessage: string) {
  const Context = createContext<T | null>(null);
  function useStrictContext(): T {
    const value = useContext(Context);
    if (!value) throw new Error(outsideMessage);
    return value;
  }
  return [Context.Provider, useStrictContext] as const;
}
