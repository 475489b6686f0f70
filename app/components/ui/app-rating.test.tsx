// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CLAIMS } from "@core/constants";
import { AppRating, starFill } from "./app-rating";

afterEach(cleanup);

describe("the app's rating", () => {
  it("fills each star by its share of the rating: 4.8 is four whole stars and four fifths of the fifth", () => {
    expect([0, 1, 2, 3, 4].map((star) => starFill(star, 4.8))).toEqual([1, 1, 1, 1, 0.8]);
    expect([0, 1, 2, 3, 4].map((star) => starFill(star, 3.25))).toEqual([1, 1, 1, 0.25, 0]);
  });

  it("draws the stars of the rating it states, from the same constant as the structured data", () => {
    render(<AppRating />);
    expect(screen.getByTestId("app-rating").textContent).toContain(
      `${CLAIMS.rating} out of 5 from ${CLAIMS.reviewCount}`,
    );
    const fills = screen
      .getAllByTestId("rating-star")
      .map((star) => (star.lastElementChild as HTMLElement).style.width);
    expect(fills).toEqual([0, 1, 2, 3, 4].map((star) => `${starFill(star) * 100}%`));
    expect(fills.at(-1)).not.toBe("100%");
  });
});
