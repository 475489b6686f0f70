/**
 * The three fixed home-page stories (R-HOME-TESTI-02, R-ENT-14). Members are shown by first
 * name and last initial with their consent (R-OPEN-50); the first member's
 * story is the `/blog/{name}-journey` article. They are examples, not reviews:
 * no star rating (R-HONEST-03; the app's real rating is CLAIMS.rating).
 */
export type Testimonial = {
  name: string;
  location: string;
  text: string;
  safetyScore: number;
  avatarLetter: string;
  avatarColor: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    name: "Sarah M.",
    location: "Dubai Marina",
    text: "The pre-drive tips changed how I handle Sheikh Zayed Road at rush hour. I stopped braking late, my score climbed every week, and my renewal came with real cashback.",
    safetyScore: 98,
    avatarLetter: "S",
    avatarColor: "#b45309",
  },
  {
    name: "Ahmed K.",
    location: "Abu Dhabi",
    text: "I drive the E11 to Dubai three times a week. Seeing my speed and phone use after every trip made me calmer behind the wheel, and the insurance quote took minutes.",
    safetyScore: 95,
    avatarLetter: "A",
    avatarColor: "#0f766e",
  },
  {
    name: "Priya S.",
    location: "Sharjah",
    text: "As a new driver in the UAE I was nervous. The coach explains every alert in plain words, and competing for Queen Bee with friends keeps me honest.",
    safetyScore: 96,
    avatarLetter: "P",
    avatarColor: "#7c3aed",
  },
];

/** `{name}` of the `{name}-journey` article: the first member's first name, lowercased. */
export const journeySlug = `${testimonials[0]!.name.split(" ")[0]!.toLowerCase()}-journey`;
