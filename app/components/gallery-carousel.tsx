// The home page gallery (spec §2, §7, §9). Server render and no-JS: a CSS scroll-snap strip of the images the
// loader read. Once JavaScript runs: images from GET /api/gallery/images, shuffled and tripled for looping,
// advancing every 4 s (paused on hover, touch or focus), desktop 4 dots / 25 % steps, mobile up to 8 dots /
// 100 % steps. An empty or failing source shows the four built-in tiles. Slides keep a fixed height, so
// swapping modes never shifts the layout.
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/hydrated.ts";
import { Icon, type IconName } from "./icons.tsx";
import { Spinner } from "./ui/spinner.tsx";

export interface GalleryImage {
  id: string;
  src: string;
  title: string;
  description: string;
}

export const CAROUSEL_INTERVAL_MS = 4000;
const MOBILE_QUERY = "(max-width: 767px)";
const DESKTOP_DOTS = 4;
const MOBILE_MAX_DOTS = 8;
const SWIPE_THRESHOLD_PX = 50;

export const FALLBACK_TILES: { title: string; description: string; to: string; icon: IconName }[] = [
  {
    title: "Marine Detailing",
    description: "Washes, interior cleans and machine polishing at your berth.",
    to: "/services/marine-detailing-sydney",
    icon: "sparkles",
  },
  {
    title: "Hull Services",
    description: "Hull dives, inspections and antifouling.",
    to: "/services/hull-services-sydney",
    icon: "dive",
  },
  {
    title: "Electrical Systems",
    description: "Fault finding, lithium, solar and electronics.",
    to: "/services/marine-electrical-sydney",
    icon: "bolt",
  },
  {
    title: "Engine Services",
    description: "Engine room cleans, degreasing and inspections.",
    to: "/services/engine-room",
    icon: "engine",
  },
];

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const SLIDE_HEIGHT = "h-64 sm:h-72";

function ImageSlide({ image, hidden, eager }: { image: GalleryImage; hidden?: boolean; eager?: boolean }) {
  return (
    <figure
      className={`relative ${SLIDE_HEIGHT} overflow-hidden rounded-theme-lg bg-primary/10`}
      aria-hidden={hidden || undefined}
    >
      <img
        src={image.src}
        alt={hidden ? "" : image.title}
        width={800}
        height={600}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="h-full w-full object-cover"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent p-4 pt-10 text-white">
        <p className="font-heading text-sm font-semibold text-white">{image.title}</p>
        <p className="mt-0.5 line-clamp-2 text-xs text-white/90">{image.description}</p>
      </figcaption>
    </figure>
  );
}

function FallbackTile({ tile }: { tile: (typeof FALLBACK_TILES)[number] }) {
  return (
    <Link
      to={tile.to}
      className={`group flex ${SLIDE_HEIGHT} flex-col justify-end rounded-theme-lg bg-gradient-to-br from-primary to-secondary p-5 text-white no-underline shadow-sm`}
      data-testid="gallery-fallback-tile"
    >
      <span className="mb-auto flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-accent-light">
        <Icon name={tile.icon} className="h-7 w-7" />
      </span>
      <span className="font-heading text-lg font-semibold text-white">{tile.title}</span>
      <span className="mt-1 text-sm text-white/90">{tile.description}</span>
      <span className="mt-3 text-sm font-semibold text-accent-light group-hover:underline">Learn more →</span>
    </Link>
  );
}

/** No JavaScript (and the first server render): a horizontal scroll-snap strip. */
function StaticStrip({ images }: { images: GalleryImage[] }) {
  const slideClass = "w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] md:w-[calc(25%-0.75rem)]";
  return (
    <div>
      <ul
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:px-0"
        data-testid="gallery-strip"
      >
        {images.length
          ? images.map((image) => (
              <li key={image.id} className={slideClass}>
                <ImageSlide image={image} />
              </li>
            ))
          : FALLBACK_TILES.map((tile) => (
              <li key={tile.title} className={slideClass}>
                <FallbackTile tile={tile} />
              </li>
            ))}
      </ul>
      {/* Same height as the carousel's controls, so the page does not move when they appear. */}
      <p className="mt-5 flex h-10 items-center justify-center text-sm text-ink">Scroll sideways to see more</p>
    </div>
  );
}

type Source = { state: "loading" } | { state: "ready"; images: GalleryImage[] } | { state: "fallback" };

export function GalleryCarousel({ initialImages }: { initialImages: GalleryImage[] }) {
  const hydrated = useHydrated();
  const [source, setSource] = useState<Source>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/gallery/images", { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Request failed: ${res.status}`);
        const data: unknown = await res.json();
        const images = Array.isArray(data)
          ? (data as GalleryImage[]).filter((i) => i && typeof i.src === "string")
          : [];
        setSource(images.length ? { state: "ready", images: shuffle(images) } : { state: "fallback" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Gallery images unavailable, showing the built-in tiles.", error);
        setSource({ state: "fallback" });
      });
    return () => controller.abort();
  }, []);

  if (!hydrated) return <StaticStrip images={initialImages} />;
  if (source.state === "fallback") return <StaticStrip images={[]} />;
  if (source.state === "loading") {
    return (
      <div className="relative">
        <StaticStrip images={initialImages} />
        <div className="absolute inset-0 flex items-center justify-center rounded-theme-lg bg-white/60">
          <Spinner className="rounded-theme bg-white px-4 py-2 shadow" />
        </div>
      </div>
    );
  }
  return <LoopingCarousel images={source.images} />;
}

function useIsMobile() {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return mobile;
}

function LoopingCarousel({ images }: { images: GalleryImage[] }) {
  const n = images.length;
  const slides = [...images, ...images, ...images];
  const [index, setIndex] = useState(n);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [touching, setTouching] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const mobile = useIsMobile();

  const dotCount = mobile ? Math.min(MOBILE_MAX_DOTS, n) : Math.min(DESKTOP_DOTS, n);
  const position = ((index % n) + n) % n;
  const activeDot = position % dotCount;
  const paused = hovered || touching || stopped;

  useEffect(() => {
    setStopped(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);

  const go = useCallback((next: number) => {
    setAnimate(true);
    setIndex(next);
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      if (!document.hidden) go(index + 1);
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, index, go]);

  // Past either copy's edge, jump back into the middle copy without animating: an endless loop.
  const onTransitionEnd = () => {
    if (index >= 2 * n || index < n) {
      setAnimate(false);
      setIndex(n + position);
    }
  };
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Gallery of recent work"
      data-testid="gallery-carousel"
      data-paused={paused}
      data-position={position}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onTouchStart={(e) => {
        setTouching(true);
        touchStartX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStartX.current;
        const end = e.changedTouches[0]?.clientX;
        if (start != null && end != null && Math.abs(end - start) > SWIPE_THRESHOLD_PX)
          go(index + (end < start ? 1 : -1));
        touchStartX.current = null;
        setTouching(false);
      }}
    >
      <div className="overflow-hidden pb-3">
        <div
          className={`flex [--step:100%] md:[--step:25%] ${animate ? "transition-transform duration-700 ease-out motion-reduce:transition-none" : ""}`}
          style={{ transform: `translateX(calc(var(--step) * ${-index}))` }}
          onTransitionEnd={onTransitionEnd}
        >
          {slides.map((image, i) => {
            const copy = i >= n && i < 2 * n;
            return (
              <div
                key={`${image.id}-${i}`}
                className="w-full shrink-0 px-2 md:w-1/4"
                role="group"
                aria-roledescription="slide"
                aria-label={copy ? `${(i % n) + 1} of ${n}: ${image.title}` : undefined}
                aria-hidden={!copy || undefined}
              >
                <ImageSlide image={image} hidden={!copy} />
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-5 flex items-center justify-center gap-2 sm:gap-3">
        <button
          type="button"
          className="btn-secondary h-9 w-9 shrink-0 rounded-full p-0 sm:h-10 sm:w-10"
          onClick={() => go(index - 1)}
          aria-label="Previous image"
        >
          <Icon name="arrow" className="h-4 w-4 rotate-180" />
        </button>
        <div className="flex items-center" data-testid="gallery-dots">
          {Array.from({ length: dotCount }, (_, d) => (
            <button
              key={d}
              type="button"
              onClick={() => go(n + position - activeDot + d)}
              aria-label={`Show image group ${d + 1}`}
              aria-current={d === activeDot || undefined}
              className="flex h-8 w-5 items-center justify-center sm:w-8"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${d === activeDot ? "w-4 bg-primary sm:w-6" : "w-2.5 bg-primary/30"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn-secondary h-9 w-9 shrink-0 rounded-full p-0 sm:h-10 sm:w-10"
          onClick={() => go(index + 1)}
          aria-label="Next image"
        >
          <Icon name="arrow" className="h-4 w-4" />
        </button>
        <button
          type="button"
          className="btn-secondary h-9 shrink-0 rounded-full px-3 text-xs sm:h-10"
          onClick={() => setStopped((s) => !s)}
          aria-pressed={stopped}
        >
          {stopped ? "Play" : "Pause"}
        </button>
      </div>
    </div>
  );
}
