// @ts-check
// Pages paint before their scripts load. Next puts a page's scripts in its head as `<script src async>` (and its
// bootstrap script, preloaded, at the end of the body): the browser fetches them beside the stylesheet and runs each
// as it arrives, so on a fast link they run before the first frame and on a slow one they share the link with the
// stylesheet and the font. The production server (scripts/server.mjs) rewrites every HTML answer on its way out:
// those tags, and the preload of the bootstrap script, are taken out, and one inline script at the end of the body
// adds the same scripts back once the page's first contentful paint is on screen (at once when the page is hidden or
// the browser does not report paints, and after 4 s at the latest). React hydrates then as before; only the moment
// its scripts start changes.

/** An external script Next loads: src and async, and nothing the loader would not carry over (see #rewrite). */
const scriptTag = /<script\b([^>]*)><\/script>/gi;
/** A preload of a script (Next's for its bootstrap script). */
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;
const bodyEnd = "</body>";

/**
 * Until React has hydrated the page (`<html data-hydrated>`, components/site/hydrated-mark.tsx) its fields can be
 * typed in, but React takes them over as they are and keeps its own state as it rendered it: a form that sends its
 * state would send it empty, and clear the fields on its next render. And a form React drives (no `action`, or
 * React's `javascript:` one for a function) would be submitted by the browser itself: a GET of the page with the
 * fields in its address, and the form back empty. So this script, once the page has hydrated, hands every field whose
 * value differs from the one the page was rendered with to React as the input (or, for a select, change) event it
 * missed; and before that, it holds such a form's submission, keeps the form as it is, and in the task after the
 * hand-over clicks the same button again (a click, which React hydrates the form for if it has not yet). Forms with an
 * address of their own (site search) are left to the browser.
 *
 * React's value tracker holds what a field had when React took it over, and ignores an input event with that value:
 * the value is set through the tracker to what React rendered, then back to the typed text past it (the prototype's
 * setter), and the event then reports a change. Every value is read before the first event: React renders the form
 * again for each, which would put the fields not yet handed over back to what it rendered.
 */
const submitGuard =
  `(function(){var h=document.documentElement,p=null;function ready(){return h.hasAttribute("data-hydrated")}` +
  `function fire(e,t){e.dispatchEvent(new Event(t,{bubbles:true}))}` +
  `function sync(){var c=document.querySelectorAll("input,textarea,select"),l=[],i,j,e,o,d,s,t;` +
  `for(i=0;i<c.length;i++){e=c[i];if(e.tagName==="SELECT"){o=e.options;d=o[0];` +
  `for(j=0;j<o.length;j++)if(o[j].defaultSelected){d=o[j];break}if(d&&e.value!==d.value)l.push([e,e.value]);continue}` +
  `if(!/^(checkbox|radio|file|hidden|submit|button|reset|image)$/.test(e.type)&&e.value!==e.defaultValue)` +
  `l.push([e,e.value,e.selectionStart,e.selectionEnd])}` +
  `for(i=0;i<l.length;i++){e=l[i][0];t=l[i];if(e.tagName==="SELECT"){e.value=t[1];fire(e,"change");continue}` +
  `s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),"value");if(!s||!s.set)continue;` +
  `e.value=e.defaultValue;s.set.call(e,t[1]);fire(e,"input");` +
  `if(document.activeElement===e&&t[2]!==null)try{e.setSelectionRange(t[2],t[3])}catch(x){}}}` +
  `new MutationObserver(function(l,o){if(!ready())return;o.disconnect();sync();if(!p)return;` +
  `var g=p[0],b=p[1]||g.querySelector("[type=submit],button:not([type])");p=null;` +
  `setTimeout(function(){if(g.isConnected){if(b)b.click();else g.requestSubmit()}},0)})` +
  `.observe(h,{attributes:true,attributeFilter:["data-hydrated"]});` +
  `document.addEventListener("submit",function(e){var f=e.target,a=f.getAttribute("action");` +
  `if(ready()||(a!==null&&a.indexOf("javascript:")!==0))return;e.preventDefault();p=[f,e.submitter]},true)})();`;

/**
 * The script that loads `sources` after the first contentful paint, after the guard of submissions made before React
 * has hydrated the page (above). Plain ES5, as it runs before any polyfill.
 * @param {string[]} sources script URLs, in the order Next gave them
 */
export function loaderSource(sources) {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    submitGuard +
    `(function(u){var d=0;function go(){if(d)return;d=1;for(var i=0;i<u.length;i++){var s=document.createElement("script");` +
    `s.src=u[i];s.async=true;document.head.appendChild(s)}}` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(document.visibilityState!=="visible"||!t||t.indexOf("paint")<0)return go();` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",go);setTimeout(go,4000)})(${list})`
  );
}

/**
 * The scripts a rewritten page's loader adds, in its order; none for a page without a loader.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScripts(html) {
  const list = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * The value of `name` in a tag's attribute text, undefined when it is absent; true for a bare attribute.
 * @param {string} attributes
 * @param {string} name
 * @returns {string | true | undefined}
 */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$|/)`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? true;
}

/** @param {string} value an attribute value as Next escapes it */
const unescapeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Where the text must be cut so that no tag this rewrites is split between two pieces: at a `<` whose tag has not
 * closed yet, or at a script whose closing tag has not come yet.
 * @param {string} text
 */
function safeEnd(text) {
  let cut = text.length;
  const last = text.lastIndexOf("<");
  if (last !== -1 && !text.includes(">", last)) cut = last;
  const script = cut > 0 ? text.lastIndexOf("<script", cut - 1) : -1;
  if (script !== -1 && !text.slice(script, cut).includes("</script>")) cut = script;
  return cut;
}

/**
 * Rewrites an HTML document that arrives in pieces: `push` each piece and send what it returns, then send what `end`
 * returns. The text out is the text in without the scripts' tags and preloads, with the loader before `</body>` (or
 * at the end, when the document has none).
 */
export class ScriptDeferral {
  /** @type {string[]} */
  #sources = [];
  /** @type {string | undefined} */
  #nonce;
  #held = "";
  #placed = false;

  /** @param {string} piece */
  push(piece) {
    const text = this.#held + piece;
    const cut = safeEnd(text);
    this.#held = text.slice(cut);
    return this.#rewrite(text.slice(0, cut));
  }

  end() {
    const rest = this.#rewrite(this.#held);
    this.#held = "";
    if (this.#placed || this.#sources.length === 0) return rest;
    this.#placed = true;
    return rest + this.#loader();
  }

  /** @param {string} text */
  #rewrite(text) {
    let out = text.replace(scriptTag, (tag, /** @type {string} */ attributes) => {
      const src = attribute(attributes, "src");
      // A module, a polyfill for old browsers, or a script with subresource integrity or CORS settings is left as
      // it is: the loader adds plain classic scripts.
      const deferrable =
        typeof src === "string" &&
        attribute(attributes, "async") !== undefined &&
        ["type", "nomodule", "integrity", "crossorigin"].every((name) => attribute(attributes, name) === undefined);
      if (!deferrable) return tag;
      this.#sources.push(unescapeAttribute(src));
      const nonce = attribute(attributes, "nonce");
      if (typeof nonce === "string") this.#nonce ??= nonce;
      return "";
    });
    out = out.replace(scriptPreload, "");
    if (!this.#placed && this.#sources.length > 0) {
      const at = out.indexOf(bodyEnd);
      if (at !== -1) {
        this.#placed = true;
        out = out.slice(0, at) + this.#loader() + out.slice(at);
      }
    }
    return out;
  }

  #loader() {
    const nonce = this.#nonce === undefined ? "" : ` nonce="${this.#nonce}"`;
    return `<script${nonce}>${loaderSource(this.#sources)}</script>`;
  }
}

/**
 * Rewrites the HTML that goes out on `response` (see above), whatever Next writes it with. Install it after the
 * compression, so that it sees the text before it is compressed.
 * @param {import("node:http").ServerResponse} response
 */
export function deferScripts(response) {
  const write = response.write;
  const end = response.end;
  /** @type {ScriptDeferral | null | undefined} undefined until the first piece, null when the answer is not HTML */
  let deferral;
  const decoder = new TextDecoder();
  const start = () => {
    if (deferral !== undefined) return deferral;
    const type = String(response.getHeader("content-type") ?? "");
    // An answer whose length already went out cannot change it.
    const html = type.startsWith("text/html") && !(response.headersSent && response.hasHeader("content-length"));
    deferral = html ? new ScriptDeferral() : null;
    if (deferral && !response.headersSent) response.removeHeader("content-length");
    return deferral;
  };
  /** A piece as Next wrote it, as bytes. @param {unknown} chunk @param {unknown} encoding */
  const bytes = (chunk, encoding) =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
      : /** @type {Uint8Array} */ (chunk);
  response.write = /** @type {typeof response.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const rewriting = start();
      if (!rewriting || chunk == null) return write.call(this, chunk, encoding, callback);
      const done = typeof encoding === "function" ? encoding : callback;
      return write.call(this, rewriting.push(decoder.decode(bytes(chunk, encoding), { stream: true })), "utf8", done);
    }
  );
  response.end = /** @type {typeof response.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const rewriting = start();
      if (!rewriting) return end.call(this, chunk, encoding, callback);
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      const last =
        chunk == null || typeof chunk === "function" ? "" : decoder.decode(bytes(chunk, encoding), { stream: true });
      return end.call(this, rewriting.push(last + decoder.decode()) + rewriting.end(), "utf8", done);
    }
  );
}
