// GET /api/gallery/images (spec §7): the carousel's images as [{ id, src, title, description }].
import { json } from "@remix-run/node";
import { listGalleryImages } from "~/models/catalogue.server.ts";

export async function loader() {
  const images = await listGalleryImages();
  return json(
    images.map(({ id, src, title, description }) => ({ id, src, title, description })),
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
