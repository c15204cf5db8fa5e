// The site's local SVG illustrations. next/image leaves SVGs unoptimised anyway, and as a client component it
// would add about 6 kB of JavaScript to every page that shows one: a sized, lazily decoded <img> does the same.
type Props = { src: string; alt: string; width: number; height: number; className?: string; eager?: boolean };

export function Illustration({ src, alt, width, height, className, eager = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG: nothing for next/image to optimise
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
