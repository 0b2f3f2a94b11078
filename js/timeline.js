// @ts-check
/**
 * A task's timeline: one row per transition, with the reviews it stopped at and the corrections it took.
 * All text from the task (goal, feedback, reasons) is set with textContent: never parsed as HTML.
 */

/**
 * @typedef TimelineEvent
 * @property {number} seq
 * @property {string} time      ISO time of the transition
 * @property {"transition" | "review" | "correction"} kind
 * @property {string} event     start, planned, approve, reject, edit, pause, ...
 * @property {string} from      state before ("" for the start)
 * @property {string} to        state after
 * @property {string} anchor    the review anchor, if any
 * @property {number | null} step  1-based step number, if any
 * @property {string} detail    a short explanation (intent, feedback, reason)
 */

/**
 * @typedef Model
 * @property {string} goal
 * @property {string} state
 * @property {string} task_id
 * @property {TimelineEvent[]} events
 */

/** @type {Record<string, string>} */
const STATE_COLORS = {
  planning: "#8250df", executing: "#8250df", retrying: "#8250df", replanning: "#8250df",
  review_plan: "#1f6feb", review_step: "#1f6feb", review_result: "#1f6feb",
  paused: "#9a6700", human_takeover: "#cf222e", done: "#1a7f37", cancelled: "#6e7781",
};

/** @type {Record<string, string>} */
const KIND_MARKS = { transition: "•", review: "◆", correction: "✎" };

const CSS = `
.nbc-timeline { font-family: var(--jp-ui-font-family, sans-serif); font-size: 12px; margin: 4px 0; }
.nbc-timeline h4 { margin: 2px 0 6px; font-size: 13px; }
.nbc-timeline ol { list-style: none; margin: 0; padding: 0 0 0 4px; border-left: 2px solid var(--jp-border-color2, #d0d7de); }
.nbc-timeline li { margin: 0 0 4px 0; padding-left: 8px; position: relative; }
.nbc-timeline .mark { position: absolute; left: -7px; width: 12px; text-align: center; background: var(--jp-layout-color0, #fff); }
.nbc-timeline .time { color: var(--jp-ui-font-color2, #6e7781); margin-right: 6px; font-variant-numeric: tabular-nums; }
.nbc-timeline .chip { display: inline-block; padding: 0 6px; border-radius: 8px; color: #fff; font-size: 11px; }
.nbc-timeline .event { font-weight: 600; margin: 0 6px; }
.nbc-timeline .correction .event { color: #cf222e; }
.nbc-timeline .detail { color: var(--jp-ui-font-color1, #24292f); display: block; margin-left: 62px; }
`;

/**
 * @param {string} tag
 * @param {string} [className]
 * @param {string} [text]
 */
function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** @param {string} state */
function chip(state) {
  const node = make("span", "chip", state.replace(/_/g, " "));
  node.style.background = STATE_COLORS[state] || "#6e7781";
  return node;
}

/** @param {TimelineEvent} event */
function row(event) {
  const item = make("li", event.kind);
  item.append(make("span", "mark", KIND_MARKS[event.kind] || "•"));
  const time = event.time ? new Date(event.time + (event.time.endsWith("Z") ? "" : "Z")) : null;
  item.append(make("span", "time", time && !isNaN(time.getTime()) ? time.toLocaleTimeString() : ""));
  if (event.from) item.append(chip(event.from), make("span", "", " → "));
  item.append(chip(event.to));
  const where = [event.anchor ? event.anchor.replace(/_/g, " ") : "", event.step ? `step ${event.step}` : ""]
    .filter(Boolean).join(", ");
  item.append(make("span", "event", event.event.replace(/_/g, " ") + (where ? ` (${where})` : "")));
  if (event.detail) item.append(make("span", "detail", event.detail));
  return item;
}

/** @param {{ model: import("@anywidget/types").AnyModel<Model>, el: HTMLElement }} context */
function render({ model, el }) {
  const root = make("div", "nbc-timeline");
  const style = make("style");
  style.textContent = CSS;
  el.append(style, root);

  const draw = () => {
    const events = model.get("events") || [];
    const corrections = events.filter((e) => e.kind === "correction").length;
    const reviews = events.filter((e) => e.kind === "review").length;
    const title = make("h4", "", `Timeline: ${model.get("goal")} `);
    title.append(chip(model.get("state") || "planning"),
      make("span", "time", `  ${events.length} transitions, ${reviews} reviews, ${corrections} corrections`));
    const list = make("ol");
    list.append(...events.map(row));
    root.replaceChildren(title, list);
  };
  draw();
  model.on("change:events", draw);
  model.on("change:state", draw);
  return () => {
    model.off("change:events", draw);
    model.off("change:state", draw);
  };
}

export default { render };
