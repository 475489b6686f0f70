import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-honey-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-honey-400 text-ink-950 hover:bg-honey-300 shadow-sm",
        dark: "bg-ink-900 text-white hover:bg-ink-800",
        danger: "bg-rose-700 text-white hover:bg-rose-800",
        outline: "border border-ink-200 bg-white text-ink-900 hover:bg-ink-50",
        ghost: "text-ink-800 hover:bg-ink-100",
        light: "bg-white text-ink-900 hover:bg-ink-50 shadow-sm",
        whatsapp: "bg-[#0e7a43] text-white hover:bg-[#0b6337]",
      },
      size: {
        sm: "h-9 whitespace-nowrap px-4 text-sm",
        // A small button inside a narrow box (a note in the calculator on a 320 px phone): it wraps rather than overflows.
        smWrap: "min-h-9 px-4 py-1.5 text-center text-sm leading-tight",
        md: "h-11 whitespace-nowrap px-5 text-sm",
        // Long calls to action wrap on a 320 px phone instead of widening the page; one line from there up.
        lg: "min-h-13 px-7 py-2 text-center text-base leading-tight",
        icon: "size-10 whitespace-nowrap",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
