/** Eastern Arabic digits (٠–٩, U+0660–0669) and Persian ones (۰–۹, U+06F0–06F9). */
const NON_WESTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The digits an Arabic or Persian keyboard types, as Western digits (R-VAL-DIGITS-01): "٠٥٠" → "050".
 * Both blocks run from zero to nine in code-point order, so a digit's value is its code point's last four bits.
 */
export function westernDigits(value: string): string {
  return value.replace(NON_WESTERN_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf));
}
