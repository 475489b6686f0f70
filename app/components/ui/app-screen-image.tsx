import { SmartImage } from "./smart-image";

/** One of the app's screens (public/screens), drawn at 360 × 740 like a phone. */
export function AppScreenImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  return <SmartImage src={src} alt={alt} width={360} height={740} className={className} />;
}
