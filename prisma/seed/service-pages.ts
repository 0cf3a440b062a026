// The marketing service pages of spec §2 (/services/{slug}) as reference data. One template renders them
// (app/routes/_site+/services.$slug.tsx). Prices are GST inclusive, in cents; pages with service types
// take their range from ServiceDefinition instead (app/domain/catalogue.ts).
import type { ServicePageCategory } from "../../app/domain/catalogue.ts";
import type { ServiceType } from "../../app/domain/service-types.ts";

export interface ServicePageSeed {
  slug: string;
  title: string;
  shortName: string;
  kind: "hub" | "service";
  category: ServicePageCategory;
  summary: string;
  description: string[];
  included: string[];
  serviceTypes: ServiceType[];
  priceFromCents?: number;
  priceToCents?: number;
  durationText: string;
  image: string;
}

export const SERVICE_PAGES: ServicePageSeed[] = [
  {
    slug: "marine-detailing-sydney",
    title: "Marine Detailing Sydney",
    shortName: "Marine detailing",
    kind: "hub",
    category: "detailing",
    summary:
      "Washes, interior cleans, machine polishing and engine room details for boats berthed anywhere on Sydney Harbour, Middle Harbour and Pittwater.",
    description: [
      "Salt, sun and bird life are hard on a boat. Our detailers work berth-side at marinas and yacht clubs across Sydney, so your vessel is cleaned where she lives — no trip to the slipway, no waiting around.",
      "Pick a single service or put together a package: an external wash down, a full interior clean, a cut-and-polish to bring back faded gelcoat, or an engine room degrease before survey or sale. Book two or more together and the bundle discounts are applied automatically.",
      "Every detailer is insured, inducted to marina rules and uses biodegradable, marina-approved products. Before and after photos land in your owner portal the same day.",
    ],
    included: [
      "Berth-side service at your marina, yacht club or mooring (tender access arranged)",
      "Marina-approved, biodegradable cleaning products",
      "Stainless, glass and clears cleaned with the right product for each surface",
      "Before and after photos in your owner portal",
      "Weekly, fortnightly or monthly schedules for external, internal and engine room cleans",
    ],
    serviceTypes: ["external_clean", "internal_clean", "vessel_polish", "engine_room_clean"],
    durationText: "From 2 hours for a wash down to 1–2 days for a full detail with polish",
    image: "/images/gallery/detailing-marina.svg",
  },
  {
    slug: "external-clean",
    title: "External Boat Clean",
    shortName: "External clean",
    kind: "service",
    category: "detailing",
    summary:
      "A thorough topside wash: hull sides, decks, superstructure, clears and stainless, done at your berth with marina-approved products.",
    description: [
      "Our external clean takes your boat from salt-crusted to ready-for-the-weekend. We work from the bow back: superstructure and hardtop first, then decks and non-skid, cockpit, swim platform, hull sides to the waterline, and finally glass, clears and stainless.",
      "It is the service most owners put on a schedule. A fortnightly or monthly external clean keeps salt off the stainless and stops bird droppings etching the gelcoat, and it makes a yearly polish go much further.",
      "Because we need a dry deck for a proper finish, external cleans are booked into a weather window. If the forecast turns we move you to the next suitable slot at no charge.",
    ],
    included: [
      "Fresh-water wash of hull sides, decks, superstructure and hardtop",
      "Non-skid scrubbed with a soft brush and pH-neutral cleaner",
      "Clears and isinglass rinsed and treated with a UV protectant",
      "Stainless and chrome washed and wiped to a water-spot-free finish",
      "Windows and screens cleaned inside the frames",
      "Fenders and lines rinsed of salt",
    ],
    serviceTypes: ["external_clean"],
    durationText: "2–8 hours on the boat depending on size; most 10–14 m boats take about 4",
    image: "/images/gallery/detailing-marina.svg",
  },
  {
    slug: "internal-clean",
    title: "Internal Boat Clean",
    shortName: "Internal clean",
    kind: "service",
    category: "detailing",
    summary:
      "Saloon, galley, cabins and heads cleaned and aired, upholstery vacuumed and mould treated, so the boat is ready for guests.",
    description: [
      "Closed-up boats in Sydney's humidity grow mould quickly, and galley and head spaces need more than a quick wipe. Our internal clean covers every cabin from the bilge access hatches up.",
      "We vacuum and wipe upholstery and headlinings, clean the galley inside the fridge and oven, descale the heads and showers, clean hatches and portlights, and treat any mould spots with a marine-safe treatment before it spreads.",
      "Internal cleans are not weather dependent, so they are the easiest service to schedule — many owners pair them with an external clean on the same day for the Complete Clean Package discount.",
    ],
    included: [
      "Saloon, cabins and helm station vacuumed and wiped",
      "Galley cleaned, including fridge, oven and cooktop",
      "Heads and showers descaled and sanitised",
      "Mould spots treated and surfaces dried",
      "Hatches, portlights and screens cleaned",
      "Bedding and towels changed on request",
    ],
    serviceTypes: ["internal_clean"],
    durationText: "2–6 hours depending on the number of cabins; about 3 for most family cruisers",
    image: "/images/gallery/interior-saloon.svg",
  },
  {
    slug: "vessel-polish",
    title: "Boat Cut, Polish and Wax",
    shortName: "Vessel polish",
    kind: "service",
    category: "detailing",
    summary:
      "Machine cut and polish to remove oxidation from faded gelcoat, finished with a marine wax or ceramic sealant that lasts through summer.",
    description: [
      "Australian UV chalks gelcoat faster than almost anywhere else. Once the shine has gone, washing alone will not bring it back — the oxidised layer has to be machined off and the surface sealed.",
      "We test-spot the hull first to choose the least aggressive compound that works, then cut, polish and protect the topsides and superstructure. Dark hulls and flag blue topsides get a finer finishing stage to avoid holograms.",
      "Polishing needs dry, mild conditions and several hours of uninterrupted work, so it is booked into a weather window. Pair it with an external clean for the Premium Detail Package discount.",
    ],
    included: [
      "Paint-depth and oxidation test spots before we start",
      "Machine cut and polish of hull sides and superstructure",
      "Marine wax or ceramic sealant (your choice)",
      "Stainless polished and protected",
      "Masking of decals, rubbing strakes and fittings",
    ],
    serviceTypes: ["vessel_polish"],
    durationText: "4–12 hours of machine work; about a full day for most 10–14 m boats",
    image: "/images/gallery/sailing-polish.svg",
  },
  {
    slug: "engine-room",
    title: "Engine Room Clean and Detail",
    shortName: "Engine room clean",
    kind: "service",
    category: "maintenance",
    summary:
      "Degrease, clean and inspect your engine room and bilge so leaks are easy to spot, surveys go smoothly and buyers see a cared-for boat.",
    description: [
      "A clean engine room is a safe engine room: fresh oil, coolant or fuel weeps show up immediately on a clean surface, and your mechanic spends time fixing rather than cleaning.",
      "We protect electrics and intakes, degrease engines, gensets and bilges with a marine-safe degreaser, capture the waste water for proper disposal, and finish with a corrosion inhibitor on exposed metal. You receive a photo report of anything that needs a mechanic's attention.",
      "Engine room cleans suit a regular schedule and are often done before a pre-purchase survey or a sale listing.",
    ],
    included: [
      "Electrics, alternators and air intakes masked and protected",
      "Engines, gearboxes and generator degreased and wiped",
      "Bilge cleaned with oily water captured for licensed disposal",
      "Corrosion inhibitor on exposed metal",
      "Photo report of leaks, loose hoses or corrosion we spot",
    ],
    serviceTypes: ["engine_room_clean"],
    durationText: "1–4 hours; about 2 for twin-engine boats",
    image: "/images/gallery/engine-room.svg",
  },
  {
    slug: "hull-dive",
    title: "Hull Dive Clean and Inspection",
    shortName: "Hull dive",
    kind: "service",
    category: "hull",
    summary:
      "A commercial diver cleans and inspects your hull, running gear and anodes in the water, with photos and a written report for your records.",
    description: [
      "Sydney's warm water grows weed and barnacles fast, and a fouled hull costs speed and fuel. Between antifouls, a diver can clean the hull and running gear in the water without lifting the boat.",
      "Our divers are commercially qualified and insured. They check and photograph the hull, propellers, shafts, rudders, trim tabs, through-hull fittings and anodes, and tell you when the anodes or antifoul need attention.",
      "Hull dives are not weather dependent in the marina and are a popular monthly or quarterly subscription, especially before race series and long weekends.",
    ],
    included: [
      "In-water clean of hull, propellers, shafts and rudders",
      "Anodes checked and measured, replaced on request (parts extra)",
      "Through-hull fittings and intakes cleared and checked",
      "Underwater photos and a written condition report",
      "Reminders when the next dive or antifoul is due",
    ],
    serviceTypes: ["hull_inspection"],
    durationText: "1–3 hours in the water; about 2 for most cruisers",
    image: "/images/gallery/hull-dive.svg",
  },
  {
    slug: "teak-deck",
    title: "Teak Deck Restoration Sydney",
    shortName: "Teak deck",
    kind: "service",
    category: "shipwright",
    summary:
      "Gentle teak cleaning, brightening and sealing, through to recaulking and sanding of worn decks by experienced shipwrights.",
    description: [
      "Teak looks beautiful when it is looked after and sad when it is not. Harsh pressure washing and the wrong cleaners strip the soft grain and shorten the life of a deck, so we always start gently.",
      "For most decks a two-part clean and brightener followed by a sealer brings the colour back and keeps it for a season. Decks with lifting or split seams need the old caulking routed out and new compound laid; worn decks may need a light sand to even out the surface.",
      "We assess the deck first and quote what it actually needs. Work is done berth-side where possible; caulking work needs a run of dry days and is booked accordingly.",
    ],
    included: [
      "Deck assessment with moisture and seam checks",
      "Soft-brush two-part clean and brightener (never a pressure washer)",
      "Teak sealer or oil of your choice",
      "Seam routing and recaulking where needed",
      "Light sanding to even worn planks, when required",
    ],
    serviceTypes: [],
    priceFromCents: 120_000,
    priceToCents: 1_400_000,
    durationText: "1 day for a clean and seal; 1–3 weeks for a recaulk, depending on deck area",
    image: "/images/gallery/teak-deck.svg",
  },
  {
    slug: "boat-maintenance-sydney",
    title: "Boat Maintenance Sydney",
    shortName: "Boat maintenance",
    kind: "hub",
    category: "maintenance",
    summary:
      "Scheduled cleans, hull dives and engine room details on a plan that remembers your boat, so nothing is missed between seasons.",
    description: [
      "Most of the cost of owning a boat comes from small things left too long: salt on stainless, weed on the props, a slow leak in the engine room. A simple maintenance plan catches them early.",
      "Tell us about your boat and how you use her, and we set up a schedule — for example a fortnightly wash, a monthly hull dive and a quarterly engine room clean. Your owner portal keeps the history and reminds you when the antifoul or anodes are due.",
      "Plans are flexible: pause in winter, add a detail before a big weekend, or bring in a shipwright or marine electrician when something needs fixing.",
    ],
    included: [
      "A maintenance schedule built around your vessel and how you use it",
      "Regular external, internal and engine room cleans",
      "Hull dives with anode and antifoul checks",
      "Service history and reminders in your owner portal",
      "One point of contact for shipwright and electrical work",
    ],
    serviceTypes: ["external_clean", "internal_clean", "engine_room_clean", "hull_inspection"],
    durationText: "Visits of 1–8 hours on a weekly, fortnightly, monthly or quarterly schedule",
    image: "/images/gallery/hardstand-antifoul.svg",
  },
  {
    slug: "hull-services-sydney",
    title: "Hull Services Sydney",
    shortName: "Hull services",
    kind: "hub",
    category: "hull",
    summary:
      "Hull dives, inspections and antifouling for Sydney boats, from in-water cleans between seasons to a full haul-out, prep and antifoul.",
    description: [
      "A clean, sound hull is the difference between a boat that planes easily and one that burns fuel pushing weed around. We look after hulls in the water and on the hardstand.",
      "Between haul-outs our divers clean and inspect the hull and running gear. When it is time to antifoul, we arrange the slipping, pressure wash, sand, repair any blisters or dings, and apply the antifoul system that suits how much your boat is used.",
      "Book a hull inspection with your antifoul and the Maintenance and Inspection Bundle takes $200 off the pair.",
    ],
    included: [
      "In-water hull dives with photo reports",
      "Haul-out coordination with slipways around Sydney",
      "Antifoul preparation, application and anode replacement",
      "Running gear service and through-hull checks",
      "Gelcoat and osmosis repairs by our shipwrights",
    ],
    serviceTypes: ["hull_inspection", "antifoul_application"],
    durationText: "From 1 hour for a dive to 2–3 days on the hardstand for an antifoul",
    image: "/images/gallery/hull-dive.svg",
  },
  {
    slug: "antifouling",
    title: "Antifouling Sydney",
    shortName: "Antifouling",
    kind: "service",
    category: "hull",
    summary:
      "Haul-out, pressure wash, preparation and antifoul application with fresh anodes, organised end to end at a slipway near your berth.",
    description: [
      "Most Sydney boats need antifouling every 12 to 18 months. We organise the whole job: booking the slip or travel lift, the pressure wash as she comes out, preparation, two coats of antifoul and new anodes before she goes back in.",
      "We recommend an antifoul system for how you use the boat — an ablative for boats that move often, a harder coating for boats that sit — and note any blisters or damage for our shipwrights to quote before the paint goes on.",
      "Antifouling needs the vessel out of the water and dry weather for the coats to cure, so it is booked into a weather window and a 30% deposit secures your slipway slot.",
    ],
    included: [
      "Slipway or travel-lift booking and coordination",
      "High-pressure wash and scrape on haul-out",
      "Sanding, priming of bare spots and two coats of antifoul",
      "New shaft, prop and trim tab anodes (parts extra)",
      "Running gear cleaned and checked",
      "Photo report before she goes back in",
    ],
    serviceTypes: ["antifoul_application"],
    durationText: "6–16 hours of work over 2–3 days on the hardstand",
    image: "/images/gallery/hardstand-antifoul.svg",
  },
  {
    slug: "shipwright-sydney",
    title: "Shipwright Services Sydney",
    shortName: "Shipwright repairs",
    kind: "service",
    category: "shipwright",
    summary:
      "Experienced shipwrights for GRP and timber repairs, gelcoat, fairing, joinery and deck hardware, at your berth or on the hardstand.",
    description: [
      "From a chipped gelcoat corner to a cracked stringer, our shipwrights repair fibreglass and timber boats across Sydney. Small jobs are done at your berth; structural work is done on the hardstand at a yard near you.",
      "We handle gelcoat and fibreglass repairs, osmosis treatment, deck hardware rebedding to stop leaks, timber repairs and interior joinery, and fairing before paint. Every repair is photographed and documented for your insurer or surveyor.",
      "Tell us what you have found and send a few photos with your enquiry — we will tell you honestly whether it is a quick fix or a bigger job, and quote it in writing before any work starts.",
    ],
    included: [
      "Gelcoat chips, scratches and colour-matched repairs",
      "Fibreglass and structural laminate repairs",
      "Deck hardware rebedding and leak fixes",
      "Timber repairs and interior joinery",
      "Osmosis treatment and fairing",
      "Written quote and photo documentation for insurers",
    ],
    serviceTypes: [],
    priceFromCents: 45_000,
    priceToCents: 850_000,
    durationText: "Half a day for small repairs; structural work quoted with a timeline",
    image: "/images/gallery/shipwright-workshop.svg",
  },
  {
    slug: "electrical-sydney",
    title: "Marine Electrician Sydney",
    shortName: "Electrical repairs",
    kind: "service",
    category: "electrical",
    summary:
      "Licensed marine electricians for fault finding, batteries, charging, lighting and navigation electronics, working to AS/NZS 3004.2.",
    description: [
      "Electrical faults on boats are rarely where they first appear. Our marine electricians trace problems methodically — corroded terminals, tired batteries, undersized cabling — and fix the cause, not just the symptom.",
      "Typical jobs include battery and charger replacements, shore power and isolation, bilge pump and float switch wiring, navigation and cabin lighting, and installing chart plotters, radar and VHF radios.",
      "All work is done to AS/NZS 3004.2 (marine electrical installations) and you receive a written summary of what we changed, with wiring labelled for the next person who works on the boat.",
    ],
    included: [
      "Fault finding and repair of 12/24 V DC and 240 V AC systems",
      "Battery, charger and isolator replacement",
      "Shore power, RCD and galvanic isolation checks",
      "Navigation and cabin lighting, including LED upgrades",
      "Electronics installation: plotters, radar, AIS and VHF",
      "Labelled wiring and a written job summary",
    ],
    serviceTypes: [],
    priceFromCents: 22_000,
    priceToCents: 250_000,
    durationText: "Most faults found and fixed in 2–4 hours; installations quoted per job",
    image: "/images/gallery/electrical-panel.svg",
  },
  {
    slug: "marine-electrical-sydney",
    title: "Marine Electrical Systems Sydney",
    shortName: "Marine electrical",
    kind: "hub",
    category: "electrical",
    summary:
      "Marine electrical repairs and upgrades for Sydney boats: lithium batteries, solar, inverters, shore power and modern navigation electronics.",
    description: [
      "Boats are asked to do far more on battery power than they used to: fridges, inverters, electric winches and a helm full of screens. We design and install electrical systems that keep up, safely.",
      "Our marine electricians plan lithium battery conversions with proper battery management and charging, add solar and inverters so you can stay at anchor longer, and bring older shore power installations up to standard. Everything is built to AS/NZS 3004.2.",
      "Not sure what you need? Book an electrical inspection: we test your batteries, charging and isolation, and give you a written plan with prices for each stage.",
    ],
    included: [
      "Electrical system inspections with a written report",
      "Lithium battery conversions with BMS and charging upgrades",
      "Solar, DC-DC chargers and inverters",
      "Shore power, RCD and galvanic isolation upgrades",
      "Navigation electronics and network installations",
    ],
    serviceTypes: [],
    priceFromCents: 22_000,
    priceToCents: 1_800_000,
    durationText: "Inspections take 2–3 hours; upgrades are quoted with a timeline",
    image: "/images/gallery/electrical-panel.svg",
  },
  {
    slug: "project-management",
    title: "Boat Refit Project Management",
    shortName: "Project management",
    kind: "service",
    category: "project_management",
    summary:
      "One experienced project manager to scope, quote and run your refit or repair: the right trades, in the right order, on budget.",
    description: [
      "Refits go wrong when nobody owns the whole job: the painter waits for the electrician, the yard bill grows every week, and the owner spends weekends chasing updates.",
      "Our project managers scope the work with you, get fixed quotes from the right trades, book the yard, sequence the work so nothing is done twice, and check quality before each payment. You get a weekly written update with photos and a running budget.",
      "We manage everything from a single-trade job like a repower to a full interior and exterior refit, and we can deal with your insurer and surveyor on your behalf.",
    ],
    included: [
      "Scope of works and budget agreed with you up front",
      "Competitive quotes from vetted trades",
      "Yard, slipway and trade scheduling",
      "Quality checks before each progress payment",
      "Weekly photo updates and a running budget",
      "Handover with documentation and warranties",
    ],
    serviceTypes: [],
    priceFromCents: 150_000,
    priceToCents: 1_200_000,
    durationText: "Weeks to months, depending on scope; you get a timeline with the quote",
    image: "/images/gallery/shipwright-workshop.svg",
  },
  {
    slug: "project-management-sydney",
    title: "Vessel Project Management Sydney",
    shortName: "Vessel projects",
    kind: "hub",
    category: "project_management",
    summary:
      "Project management for Sydney vessel owners: refits, insurance repairs, repowers and new-boat commissioning, run by marine professionals.",
    description: [
      "Whether you are bringing a new boat into service, rebuilding after storm damage or planning a major refit, a good project manager saves more than they cost.",
      "We work with owners, insurers and surveyors across Sydney's yards — from Rozelle Bay to Pittwater — and know which trades do good work on which boats. You get one point of contact and one clear plan.",
      "Common projects include insurance repairs after a collision or storm, repowers, new-boat commissioning and electronics fit-outs, and staged refits spread over several winters to suit a budget.",
    ],
    included: [
      "Insurance repair management with your insurer and assessor",
      "Repower planning and coordination",
      "New-boat commissioning and electronics fit-out",
      "Staged refit planning across seasons",
      "Vetted trades across Sydney's yards",
    ],
    serviceTypes: [],
    priceFromCents: 150_000,
    priceToCents: 2_500_000,
    durationText: "Quoted per project with milestones",
    image: "/images/gallery/shipwright-workshop.svg",
  },
  {
    slug: "vessel-delivery",
    title: "Vessel Delivery Sydney and NSW",
    shortName: "Vessel delivery",
    kind: "service",
    category: "delivery",
    summary:
      "Experienced skippers move your boat between marinas, to the slipway or along the NSW coast, with passage planning and weather routing.",
    description: [
      "Moving a boat from Pittwater to the harbour for a refit, or bringing a new purchase down from Port Stephens? Our skippers are commercially endorsed and know the NSW coast and its bar crossings.",
      "Every delivery starts with a pre-departure check of the engines, steering, safety gear and paperwork. We plan the passage around the weather, keep you updated along the way and hand the boat over with a short report.",
      "Deliveries depend on a safe weather window. A 25% deposit books your skipper; the balance is due when the boat arrives.",
    ],
    included: [
      "Commercially endorsed skipper (and crew where needed)",
      "Pre-departure safety and mechanical check",
      "Passage planning and weather routing",
      "Progress updates during the delivery",
      "Arrival report with fuel, hours and any issues found",
    ],
    serviceTypes: ["delivery_service"],
    durationText: "From 4 hours within Sydney to 2 days along the NSW coast",
    image: "/images/gallery/sailing-polish.svg",
  },
];

/** The slugs spec §2 lists under /services/ — every one must have a page. */
export const SPEC_SERVICE_SLUGS = [
  "marine-detailing-sydney",
  "boat-maintenance-sydney",
  "marine-electrical-sydney",
  "hull-services-sydney",
  "project-management-sydney",
  "shipwright-sydney",
  "electrical-sydney",
  "project-management",
  "external-clean",
  "internal-clean",
  "vessel-polish",
  "hull-dive",
  "teak-deck",
  "engine-room",
] as const;
