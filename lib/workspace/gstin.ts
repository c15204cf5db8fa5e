// The GSTIN: its state code, PAN and check character. Apart from the tax arithmetic (gst.ts) so the invoice and
// order forms' browser code does not carry the table of states. Pure and free of imports.

/** States and union territories by GST state code (01–38). */
export const gstStates: Record<string, string> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (old)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

const base36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The GSTIN's check character over its first 14: Luhn mod 36. Each character's value times 1 or 2 alternately
 * (from the left), each product's base-36 digits added, and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = base36.indexOf(first14[i] ?? "") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36[(36 - (sum % 36)) % 36] ?? "0";
}

export const gstinMessages = {
  format: "The GSTIN must be 15 characters: a state code, the PAN, an entity number, Z and a check character.",
  state: "The GSTIN's first two digits must be a state code from 01 to 38.",
  check: "The GSTIN's check character is wrong: please copy it again from the registration certificate.",
} as const;

const gstinPattern = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** A GSTIN (upper-cased, trimmed) with the state and PAN it carries, or why it is refused. */
export function parseGstin(
  input: string,
): { ok: true; gstin: string; stateCode: string; state: string; pan: string } | { ok: false; error: string } {
  const gstin = input.trim().toUpperCase();
  const match = gstinPattern.exec(gstin);
  if (!match) return { ok: false, error: gstinMessages.format };
  const stateCode = match[1] ?? "";
  const state = gstStates[stateCode];
  if (!state) return { ok: false, error: gstinMessages.state };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, error: gstinMessages.check };
  return { ok: true, gstin, stateCode, state, pan: match[2] ?? "" };
}
