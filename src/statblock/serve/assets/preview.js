// The live preview's page: fits each card's frame to its card, follows the server's events
// (/events, one "state" event per change: each file's id and version), fetches the sections of
// the files that changed and swaps them in without reloading the page, keeping the frames of the
// cards that did not change. No text of its own: every word comes from the page, in its language.
(() => {
  "use strict";
  const deck = document.getElementById("deck");
  const status = document.getElementById("status");
  const heroes = document.getElementById("hero");
  const query = () => new URLSearchParams({hero: deck.dataset.hero, lang: deck.dataset.lang}).toString();

  for (const select of document.querySelectorAll("form.switches select")) {
    select.addEventListener("change", () => select.form.submit());
  }

  function fit(frame) {
    const doc = frame.contentDocument;
    if (!doc || !doc.body) return;
    const card = doc.querySelector("[data-sb-card]");
    if (card) {
      const box = card.getBoundingClientRect();
      frame.style.width = Math.ceil(box.right + 1) + "px";
      frame.style.height = Math.ceil(box.bottom + 1) + "px";
    } else {
      frame.style.height = Math.ceil(doc.documentElement.scrollHeight + 2) + "px";
    }
  }

  function follow(root) {
    for (const frame of root.querySelectorAll("iframe")) {
      frame.addEventListener("load", () => fit(frame));
      if (frame.contentDocument && frame.contentDocument.readyState === "complete") fit(frame);
    }
  }

  function parse(html) {
    const template = document.createElement("template");
    template.innerHTML = html;  // inert: nothing in a template runs
    return template.content.querySelector("section.file");
  }

  function merge(old, fresh) {
    old.className = fresh.className;
    old.dataset.version = fresh.dataset.version;
    const head = fresh.querySelector(".file-head");
    old.querySelector(".file-head").replaceWith(head);
    follow(head);
    const box = old.querySelector(".rows");
    const before = Array.from(box.children);
    const after = Array.from(fresh.querySelector(".rows").children);
    after.forEach((row, index) => {
      const was = before[index];
      if (was && was.dataset.key === row.dataset.key) return;
      if (was) was.replaceWith(row); else box.append(row);
      follow(row);
    });
    before.slice(after.length).forEach(row => row.remove());
  }

  function setHeroes(list) {
    if (!heroes) return;
    const wanted = ["none", ...list.map(h => h[0])];
    const have = Array.from(heroes.options).map(o => o.value);
    if (wanted.join("\n") === have.join("\n")) return;
    const none = heroes.options[0];
    heroes.replaceChildren(none);
    for (const [id, name, shown] of list) {
      const option = document.createElement("option");
      option.value = id;
      option.textContent = `${name} (${shown})`;
      option.selected = id === deck.dataset.hero;
      heroes.append(option);
    }
  }

  async function apply(state) {
    const wanted = new Set(state.files.map(f => f[0]));
    let previous = null, changed = false;  // (declared before the loop that sets it: a file gone sets it)
    for (const section of deck.querySelectorAll("section.file")) {
      if (!wanted.has(section.dataset.id)) { section.remove(); changed = true; }
    }
    for (const [id, version] of state.files) {
      let section = document.getElementById("file-" + id);
      if (!section || section.dataset.version !== String(version)) {
        const response = await fetch(`/file?id=${encodeURIComponent(id)}&${query()}`, {cache: "no-store"});
        if (!response.ok) continue;
        const fresh = parse(await response.text());
        if (!fresh) continue;
        changed = true;
        if (section) {
          merge(section, fresh);
        } else {
          if (previous) previous.after(fresh); else deck.querySelector(".empty").after(fresh);
          follow(fresh);
          section = fresh;
        }
      }
      previous = section;
    }
    deck.querySelector(".empty").hidden = state.files.length > 0;
    setHeroes(state.heroes);
    deck.dataset.serial = String(state.serial);
    status.classList.remove("lost");
    if (changed) status.textContent = status.dataset.updated.replace("{time}", new Date().toLocaleTimeString());
  }

  follow(document);
  let queue = Promise.resolve();
  const events = new EventSource("/events");
  events.addEventListener("state", event => {
    const state = JSON.parse(event.data);
    queue = queue.then(() => apply(state)).catch(() => { status.classList.add("lost"); });
  });
  events.addEventListener("open", () => {
    status.classList.remove("lost");
    status.textContent = status.dataset.live;
  });
  events.addEventListener("error", () => {
    status.classList.add("lost");
    status.textContent = status.dataset.lost;
  });
})();
