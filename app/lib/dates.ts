const postDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 March 2026": the same on the server that prerenders and in every browser. */
export function formatPostDate(isoDate: string): string {
  return postDate.format(new Date(`${isoDate}T00:00:00Z`));
}
