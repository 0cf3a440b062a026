// Drag and drop on the dispatch board (issue 15, ADR 151), a JavaScript enhancement only: dropping a card on a
// worker's lane fills that card's own assign form with the worker and submits it — the same form, the same action and
// the same checks as the plain version. The forms stay the keyboard (and no-JavaScript) way to do it.
import { useEffect, type RefObject } from "react";

const MIME = "application/x-bosun-job";

function assignFormOf(card: Element) {
  return card.querySelector<HTMLFormElement>('form:has(select[name="staffId"])');
}

export function useBoardDragAndDrop(board: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = board.current;
    if (!root) return;
    const cards = () => [...root.querySelectorAll<HTMLElement>('[data-testid^="job-card-"]')];
    const laneOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>("[data-lane-id]") : null;

    const mark = () => {
      for (const card of cards()) {
        if (assignFormOf(card)) card.draggable = true;
      }
    };
    mark();
    const observer = new MutationObserver(mark); // cards come and go as the board revalidates
    observer.observe(root, { childList: true, subtree: true });

    const onDragStart = (e: DragEvent) => {
      const card = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-testid^="job-card-"]') : null;
      const jobId = card && assignFormOf(card)?.querySelector<HTMLInputElement>('input[name="jobId"]')?.value;
      if (!card || !jobId || !e.dataTransfer) return;
      e.dataTransfer.setData(MIME, jobId);
      e.dataTransfer.effectAllowed = "move";
    };
    const onDragOver = (e: DragEvent) => {
      const lane = laneOf(e.target);
      if (!lane || !e.dataTransfer?.types.includes(MIME)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "move";
      lane.dataset.dropTarget = "true";
    };
    const onDragLeave = (e: DragEvent) => {
      const lane = laneOf(e.target);
      if (lane && !lane.contains(e.relatedTarget as Node | null)) delete lane.dataset.dropTarget;
    };
    const onDrop = (e: DragEvent) => {
      const lane = laneOf(e.target);
      const jobId = e.dataTransfer?.getData(MIME);
      if (!lane || !jobId) return;
      e.preventDefault();
      delete lane.dataset.dropTarget;
      const input = root.querySelector<HTMLInputElement>(
        `form:has(select[name="staffId"]) input[name="jobId"][value="${CSS.escape(jobId)}"]`,
      );
      const form = input?.form;
      const select = form?.querySelector<HTMLSelectElement>('select[name="staffId"]');
      const submit = form?.querySelector<HTMLButtonElement>('button[name="intent"][value="assign"]');
      if (!form || !select || !submit) return;
      select.value = lane.dataset.laneId ?? "";
      form.requestSubmit(submit);
    };

    root.addEventListener("dragstart", onDragStart);
    root.addEventListener("dragover", onDragOver);
    root.addEventListener("dragleave", onDragLeave);
    root.addEventListener("drop", onDrop);
    return () => {
      observer.disconnect();
      root.removeEventListener("dragstart", onDragStart);
      root.removeEventListener("dragover", onDragOver);
      root.removeEventListener("dragleave", onDragLeave);
      root.removeEventListener("drop", onDrop);
    };
  }, [board]);
}
