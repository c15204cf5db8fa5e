// Minimal real ZIP files (and so DOCX and XLSX) built byte by byte, for the file sniffing tests.

const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

/** A stored (uncompressed) ZIP with these entries, central directory and end record included. */
export function zip(entries: Record<string, string>, { centralDirectory = true } = {}): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = [...Buffer.from(name)];
    const data = [...Buffer.from(content)];
    const offset = local.length;
    const common = [...le16(20), ...le16(0), ...le16(0), ...le16(0), ...le16(0), ...le32(0)];
    const sizes = [...le32(data.length), ...le32(data.length), ...le16(nameBytes.length), ...le16(0)];
    local.push(...le32(0x04034b50), ...common, ...sizes, ...nameBytes, ...data);
    central.push(...le32(0x02014b50), ...le16(20), ...common, ...sizes, ...le16(0), ...le16(0), ...le16(0));
    central.push(...le32(0), ...le32(offset), ...nameBytes);
  }
  const count = Object.keys(entries).length;
  const end = [...le32(0x06054b50), ...le16(0), ...le16(0), ...le16(count), ...le16(count)];
  end.push(...le32(central.length), ...le32(local.length), ...le16(0));
  return new Uint8Array(centralDirectory ? [...local, ...central, ...end] : local);
}
