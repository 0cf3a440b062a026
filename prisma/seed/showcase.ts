// Portfolio projects (/portfolio) and gallery images (GET /api/gallery/images) as reference data.

export interface PortfolioSeed {
  slug: string;
  title: string;
  summary: string;
  description: string[];
  vesselName: string;
  vesselType: string;
  lengthMetres: number | null;
  location: string;
  services: string[];
  highlights: string[];
  durationText: string;
  completedOn: string;
  image: string;
}

export const PORTFOLIO_PROJECTS: PortfolioSeed[] = [
  {
    slug: "riviera-48-full-detail-rushcutters-bay",
    title: "Riviera 48 full detail before the summer season",
    summary:
      "A family's Riviera 48 came out of winter with chalky topsides and a musty interior. Two days later she was ready for Boxing Day.",
    description: [
      "The owners had been overseas for most of winter and the boat had sat on her berth at Rushcutters Bay with the covers on. The flag blue topsides had oxidised to a chalky grey and the saloon smelled of damp.",
      "We booked the Premium Detail Package across two dry days: a full external clean, then a three-stage machine cut and polish finished with a ceramic sealant. On the same visit our interior team treated mould in the forward cabin and heads, cleaned the galley and aired every locker.",
      "The boat is now on a fortnightly external clean and quarterly interior clean, and the sealant has kept the topsides glossy through the summer.",
    ],
    vesselName: "Southern Cross",
    vesselType: "Motor yacht",
    lengthMetres: 14.6,
    location: "Rushcutters Bay, Sydney Harbour",
    services: ["external-clean", "vessel-polish", "internal-clean"],
    highlights: [
      "Gloss restored on oxidised flag blue topsides",
      "Mould treated in two cabins and both heads",
      "Now on a fortnightly maintenance plan",
    ],
    durationText: "2 days at the berth",
    completedOn: "2024-12-19",
    image: "/images/gallery/detailing-marina.svg",
  },
  {
    slug: "beneteau-oceanis-antifoul-pittwater",
    title: "Antifoul and running gear service at Pittwater",
    summary:
      "A Beneteau Oceanis 41 lifted, prepped and antifouled in three days, with a hull inspection that found a failing cutlass bearing.",
    description: [
      "This cruising yacht lives on a swing mooring in Pittwater and was 20 months past her last antifoul. We booked the travel lift at a local yard and a weather window of three dry days.",
      "On haul-out our diver's earlier inspection notes were confirmed: heavy barnacle growth on the saildrive and a worn cutlass bearing. The hull was pressure washed, sanded, spot-primed and given two coats of ablative antifoul, and the bearing and all anodes were replaced.",
      "Booking the hull inspection with the antifoul applied the Maintenance and Inspection Bundle, saving the owner $200.",
    ],
    vesselName: "Blue Wren",
    vesselType: "Sailing yacht",
    lengthMetres: 12.4,
    location: "Careel Bay, Pittwater",
    services: ["antifouling", "hull-dive"],
    highlights: [
      "Hauled, antifouled and relaunched in 3 days",
      "Worn cutlass bearing found and replaced",
      "$200 saved with the Maintenance and Inspection Bundle",
    ],
    durationText: "3 days on the hardstand",
    completedOn: "2024-10-04",
    image: "/images/gallery/hardstand-antifoul.svg",
  },
  {
    slug: "lithium-upgrade-sports-cruiser-middle-harbour",
    title: "Lithium battery and solar upgrade in Middle Harbour",
    summary:
      "A 12 m sports cruiser converted to lithium house batteries with solar and a new inverter, so the owners can spend weekends at anchor.",
    description: [
      "The owners wanted to stay overnight at Quarantine Beach without running the generator. Their ageing lead-acid house bank could barely run the fridge overnight.",
      "Our marine electrician designed a 300 Ah lithium house bank with a proper battery management system, a DC-DC charger to protect the alternator, 400 W of flexible solar on the hardtop and a 2,000 W inverter for the galley. The old shore power inlet was replaced and galvanic isolation added.",
      "All work was done at the owners' berth at The Spit over four days, to AS/NZS 3004.2, with a labelled wiring diagram left on board.",
    ],
    vesselName: "Sea Whisper",
    vesselType: "Sports cruiser",
    lengthMetres: 12.1,
    location: "The Spit, Middle Harbour",
    services: ["marine-electrical-sydney", "electrical-sydney"],
    highlights: [
      "Two nights at anchor without the generator",
      "400 W solar and 2,000 W inverter",
      "Wiring labelled and documented to AS/NZS 3004.2",
    ],
    durationText: "4 days at the berth",
    completedOn: "2024-08-23",
    image: "/images/gallery/electrical-panel.svg",
  },
  {
    slug: "timber-launch-teak-restoration-balmain",
    title: "Teak deck and brightwork restoration on a timber launch",
    summary:
      "A 1960s timber launch given new deck seams, a gentle teak restoration and a shipwright repair to a soft plank near the stern.",
    description: [
      "This classic launch had leaking deck seams that were staining the cabin headlining. The owner wanted the deck saved rather than replaced.",
      "Our shipwrights routed out and recaulked the failed seams, replaced a soft section of planking near the transom, and gave the whole deck a soft-brush clean, brightener and oil. The varnished brightwork was flatted back and given three new coats.",
      "The project was managed from quote to handover by one of our project managers, with weekly photo updates to the owner while he was away.",
    ],
    vesselName: "Wattle",
    vesselType: "Timber launch",
    lengthMetres: 9.2,
    location: "Balmain, Sydney Harbour",
    services: ["teak-deck", "shipwright-sydney", "project-management"],
    highlights: [
      "Deck leaks fixed without replacing the deck",
      "Soft planking section replaced",
      "Weekly photo updates while the owner travelled",
    ],
    durationText: "3 weeks",
    completedOn: "2024-05-17",
    image: "/images/gallery/teak-deck.svg",
  },
];

export interface GallerySeed {
  key: string;
  src: string;
  title: string;
  description: string;
  width: number;
  height: number;
}

const size = { width: 800, height: 600 };

export const GALLERY_IMAGES: GallerySeed[] = [
  {
    key: "detailing-marina",
    src: "/images/gallery/detailing-marina.svg",
    title: "Full detail at Rushcutters Bay",
    description: "A motor yacht gleaming after an external clean and cut-and-polish at her berth.",
    ...size,
  },
  {
    key: "hull-dive",
    src: "/images/gallery/hull-dive.svg",
    title: "Hull dive in Middle Harbour",
    description: "Our diver cleaning the running gear and checking the anodes in the water.",
    ...size,
  },
  {
    key: "hardstand-antifoul",
    src: "/images/gallery/hardstand-antifoul.svg",
    title: "Antifoul on the hardstand",
    description: "A cruising yacht prepared and antifouled in a three-day weather window.",
    ...size,
  },
  {
    key: "teak-deck",
    src: "/images/gallery/teak-deck.svg",
    title: "Teak deck restoration",
    description: "New seams and a gentle clean bring a classic teak deck back to life.",
    ...size,
  },
  {
    key: "engine-room",
    src: "/images/gallery/engine-room.svg",
    title: "Engine room detail",
    description: "Degreased and inspected engines make leaks easy to spot before survey.",
    ...size,
  },
  {
    key: "electrical-panel",
    src: "/images/gallery/electrical-panel.svg",
    title: "Lithium and solar upgrade",
    description: "A new switch panel and labelled wiring, built to AS/NZS 3004.2.",
    ...size,
  },
  {
    key: "sailing-polish",
    src: "/images/gallery/sailing-polish.svg",
    title: "Sailing yacht at sunset",
    description: "Polished topsides and fresh clears, ready for the Wednesday twilight race.",
    ...size,
  },
  {
    key: "shipwright-workshop",
    src: "/images/gallery/shipwright-workshop.svg",
    title: "Shipwright repairs",
    description: "Timber and fibreglass repairs by shipwrights who care about the detail.",
    ...size,
  },
  {
    key: "interior-saloon",
    src: "/images/gallery/interior-saloon.svg",
    title: "Interior clean",
    description: "A fresh, dry saloon after a full interior clean and mould treatment.",
    ...size,
  },
];
