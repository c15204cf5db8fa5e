// What a purchase order's required fields say when left out: the schema's (vendor-schemas.ts) and the staff form's
// own check before sending (client-safe: no zod, so the form does not carry it).
export const orderMessages = {
  organisation: "Please choose the vendor organisation.",
  number: "Please give the order a number.",
  title: "Please give the order a title.",
} as const;
