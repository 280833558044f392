import { ErrorNote, html, Json, PageTitle, short, useEffect, useRef, useState } from "./ui.js";
import { eventTypes, get } from "./api.js";

/** Events kept in the page, newest: older ones drop off the end (the log keeps them all). */
export const KEEP = 10_000;
const ROW_PX = 28;
const OVERSCAN = 10;
/** A full page means more are waiting: ask again at once; else wait this long. */
const PAGE = 1000;
const IDLE_MS = 500;
const PASSPORT = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A live tail of the event log: the newest events first, then every new one, read with the log's
 * own cursor (so none is missed or shown twice) a page of 1,000 at a time while more wait. New
 * events are added once per animation frame and only the rows in view are drawn, so 500 events a
 * second cost a few dozen rows per frame, not a list of thousands.
 */
export function Events() {
  const [filters, setFilters] = useState({ type: "", subject: "" });
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState(null);
  const [selected, setSelected] = useState(null);
  const [, setVersion] = useState(0);
  const [types, setTypes] = useState([]);
  const buffer = useRef([]);
  const total = useRef(0);
  const pausedRef = useRef(false);
  pausedRef.current = paused;

  useEffect(() => {
    eventTypes().then(setTypes, () => setTypes([]));
  }, []);

  useEffect(() => {
    buffer.current = [];
    total.current = 0;
    setVersion((v) => v + 1);
    let stopped = false;
    let frame = 0;
    let timer;
    const query = `${filters.type ? `&type=${encodeURIComponent(filters.type)}` : ""}${filters.subject ? `&subject=${encodeURIComponent(filters.subject)}` : ""}`;
    const add = (events) => {
      if (events.length === 0) return;
      const b = buffer.current;
      for (const e of events) b.push(e);
      if (b.length > KEEP) b.splice(0, b.length - KEEP);
      total.current += events.length;
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        setVersion((v) => v + 1);
      });
    };
    const sleep = (ms) => new Promise((r) => (timer = setTimeout(r, ms)));
    (async () => {
      let cursor = null;
      try {
        const latest = await get(`/v1/events?order=desc&limit=200${query}`);
        cursor = latest.events[0]?.id ?? null;
        add(latest.events.reverse());
        while (!stopped) {
          if (pausedRef.current) {
            await sleep(IDLE_MS);
            continue;
          }
          const page = await get(`/v1/events?limit=${PAGE}${cursor ? `&after=${cursor}` : ""}${query}`);
          if (stopped) return;
          if (page.events.length > 0) cursor = page.events[page.events.length - 1].id;
          add(page.events);
          setError(null);
          if (page.events.length < PAGE) await sleep(IDLE_MS);
        }
      } catch (err) {
        if (!stopped) setError(err);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [filters]);

  const apply = (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const subject = f.subject.value.trim();
    if (subject && !PASSPORT.test(subject)) {
      setError({ message: "a subject is 1-128 letters, digits, '.', '_', ':' or '-'" });
      return;
    }
    setSelected(null);
    setFilters({ type: f.type.value, subject });
  };
  const families = [...new Set(types.map((t) => t.family))];
  const count = buffer.current.length;
  return html`<${PageTitle}>Events</${PageTitle}>
    <form class="inline filters" onSubmit=${apply} role="search">
      <label for="event-type">Type</label>
      <select id="event-type" name="type">
        <option value="">every type</option>
        ${families.map((f) => html`<optgroup label=${f}><option value=${f}>${f}.* (all)</option>${types.filter((t) => t.family === f).map((t) => html`<option value=${t.type}>${t.type}</option>`)}</optgroup>`)}
      </select>
      <label for="event-subject">Subject</label>
      <input id="event-subject" name="subject" placeholder="agent-7" autocomplete="off" />
      <button type="submit">Filter</button>
      <button type="button" aria-pressed=${paused} onClick=${() => setPaused(!paused)}>${paused ? "Resume" : "Pause"}</button>
    </form>
    <${ErrorNote} error=${error} />
    <p class="muted" role="status" id="event-count" data-count=${count} data-total=${total.current}>${count.toLocaleString()} events${total.current > count ? ` (the newest ${KEEP.toLocaleString()} of ${total.current.toLocaleString()} seen)` : ""}${paused ? ", paused" : ", live"}</p>
    <div class="split tail">
      <${EventRows} events=${buffer.current} selected=${selected} onSelect=${setSelected} />
      <div class="detail" aria-live="polite">${selected ? html`<h2>${selected.type}</h2><${Json} value=${selected} />` : html`<p class="muted">Choose an event to see its CloudEvent.</p>`}</div>
    </div>`;
}

/** Only the rows in view (and a few around) are drawn; the rest is empty space of the right height. */
function EventRows({ events, selected, onSelect }) {
  const box = useRef(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  const seen = useRef(events.length);
  // Newest first: rows added above the ones in view push them down; keep them where the reader left them.
  useEffect(() => {
    const el = box.current;
    const added = events.length - seen.current;
    seen.current = events.length;
    if (el && el.scrollTop > 0 && added > 0) el.scrollTop += added * ROW_PX;
  });
  useEffect(() => {
    const el = box.current;
    const measure = () => setScroll({ top: el.scrollTop, height: el.clientHeight });
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    return () => el.removeEventListener("scroll", measure);
  }, []);
  const n = events.length;
  const first = Math.max(0, Math.floor(scroll.top / ROW_PX) - OVERSCAN);
  const last = Math.min(n, Math.ceil((scroll.top + scroll.height) / ROW_PX) + OVERSCAN);
  const rows = [];
  for (let i = first; i < last; i++) {
    const e = events[n - 1 - i];
    rows.push(html`<li key=${e.id} style=${{ top: `${i * ROW_PX}px` }}>
      <button type="button" class=${e === selected ? "row selected" : "row"} aria-pressed=${e === selected} onClick=${() => onSelect(e)}>
        <span class="t">${e.time.slice(11, 23)}</span><span class="ty">${e.type}</span><span class="s">${e.subject}</span><code class="id">${short(e.id)}</code>
      </button></li>`);
  }
  return html`<div class="rows" ref=${box} tabindex="0" aria-label="Events, newest first">
    <ol class="virtual" style=${{ height: `${n * ROW_PX}px` }}>${rows}</ol>
  </div>`;
}
