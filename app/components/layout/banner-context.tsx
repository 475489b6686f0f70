import { createContext, useContext, useState, type ReactNode } from "react";

type BannerState = { visible: boolean; setVisible: (visible: boolean) => void };

const BannerContext = createContext<BannerState>({ visible: false, setVisible: () => {} });

/** Lets the header sit below the sticky banner while it shows (spec §2). */
export function BannerProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  return <BannerContext.Provider value={{ visible, setVisible }}>{children}</BannerContext.Provider>;
}

export function useBanner() {
  return useContext(BannerContext);
}
