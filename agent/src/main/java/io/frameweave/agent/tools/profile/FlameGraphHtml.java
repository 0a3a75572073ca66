package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.XmlText;

import java.util.List;

/**
 * A self-contained interactive flame graph page: the tree as JSON inside the page, drawn by a short script of
 * its own (no library, no network): click a frame to zoom into it, type in the search box to highlight the
 * frames whose names contain the text (with the share of samples they cover), Reset (or Escape) to zoom out.
 * The page's address may carry the state ({@code #search=TEXT&zoom=LABEL}), so a view can be shared and a
 * test can open one. Below the graph, the top-functions table.
 */
final class FlameGraphHtml {
    private FlameGraphHtml() {}

    static String render(FlameNode root, String title, String summary, List<String> tableLines) {
        StringBuilder out = new StringBuilder(8192);
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(XmlText.escape(title)).append("</title>\n<style>\n").append(STYLE).append("</style></head>\n")
                .append("<body>\n<h1>").append(XmlText.escape(title)).append("</h1>\n<p id=\"summary\">")
                .append(XmlText.escape(summary)).append("</p>\n")
                .append("<div id=\"controls\"><input id=\"search\" type=\"search\" placeholder=\"search functions\""
                        + " aria-label=\"search functions\"> <button id=\"reset\" type=\"button\">Reset zoom</button>"
                        + " <span id=\"matched\"></span></div>\n")
                .append("<div id=\"details\">&nbsp;</div>\n<div id=\"graph\"></div>\n")
                .append("<h2>Top functions</h2>\n<pre id=\"top\">");
        for (String line : tableLines) {
            out.append(XmlText.escape(line)).append('\n');
        }
        out.append("</pre>\n<script id=\"profile-data\" type=\"application/json\">");
        StringBuilder json = new StringBuilder();
        tree(json, root);
        // "</" inside a script element would end it; "<\/" means the same to the JSON parser
        out.append(json.toString().replace("</", "<\\/"));
        out.append("</script>\n<script>\n").append(SCRIPT).append("</script>\n</body></html>\n");
        return out.toString();
    }

    /** {@code {"n": label, "v": samples, "c": [children]}}, children in the flame graph's order. */
    private static void tree(StringBuilder out, FlameNode node) {
        out.append("{\"n\":");
        JsonText.quoteInto(out, node.label);
        out.append(",\"v\":").append(node.samples);
        if (!node.children.isEmpty()) {
            out.append(",\"c\":[");
            boolean first = true;
            for (FlameNode child : node.children.values()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                tree(out, child);
            }
            out.append(']');
        }
        out.append('}');
    }

    private static final String STYLE = """
            body{font-family:sans-serif;margin:1em}
            h1{font-size:18px;margin:0}#summary{color:#555;margin:.3em 0}
            #controls{margin:.5em 0}#search{width:20em}#matched{margin-left:1em;color:#555}
            #details{font-size:12px;height:1.3em;overflow:hidden;white-space:nowrap}
            #graph{position:relative;width:100%;font-size:11px}
            .frame{position:absolute;height:15px;box-sizing:border-box;border:1px solid #f8f8f0;overflow:hidden;
             white-space:nowrap;padding:0 3px;line-height:13px;cursor:pointer;border-radius:2px}
            .frame.faded{opacity:.45}.frame.match{background:#e040c0 !important;color:#fff}
            pre{font-size:13px}
            """;

    private static final String SCRIPT = """
            'use strict';
            const root = JSON.parse(document.getElementById('profile-data').textContent);
            const graph = document.getElementById('graph');
            const search = document.getElementById('search');
            const matched = document.getElementById('matched');
            const details = document.getElementById('details');
            const ROW = 16;
            let zoomed = root;
            function depth(n) { let d = 0; for (const c of n.c || []) d = Math.max(d, depth(c)); return d + 1; }
            function color(label) {
              const f = label.replace(/ \\([^()]*\\)$/, '');
              let h = 0; for (let i = 0; i < f.length; i++) h = (h * 31 + f.charCodeAt(i)) | 0;
              return 'rgb(' + (205 + ((h & 0xff) % 50)) + ',' + (80 + (((h >>> 8) & 0xff) % 150)) + ','
                + (40 + (((h >>> 16) & 0xff) % 50)) + ')';
            }
            function parents(target) {
              const path = [];
              (function walk(n) { path.push(n); if (n === target) return true;
                for (const c of n.c || []) if (walk(c)) return true; path.pop(); return false; })(root);
              return path;
            }
            function draw() {
              graph.textContent = '';
              const rows = depth(root);
              graph.style.height = (rows * ROW) + 'px';
              const path = parents(zoomed);
              path.forEach((n, level) => box(n, level, 0, 100, n !== zoomed, rows));
              const scale = 100 / zoomed.v;
              (function children(n, level, x) {
                for (const c of n.c || []) {
                  const w = c.v * scale;
                  if (w >= 0.05) { box(c, level, x, w, false, rows); children(c, level + 1, x); }
                  x += w;
                }
              })(zoomed, path.length, 0);
              highlight();
            }
            function box(n, level, x, w, faded, rows) {
              const d = document.createElement('div');
              d.className = 'frame' + (faded ? ' faded' : '');
              d.style.left = x + '%'; d.style.width = w + '%';
              d.style.top = ((rows - level - 1) * ROW) + 'px';
              d.style.background = color(n.n);
              d.textContent = n.n;
              d.title = n.n + ' (' + n.v + ' samples, ' + (100 * n.v / root.v).toFixed(2) + '%)';
              d.dataset.samples = n.v;
              d.onclick = () => { zoomed = n; state(); draw(); };
              d.onmouseover = () => { details.textContent = d.title; };
              graph.appendChild(d);
            }
            function highlight() {
              const text = search.value;
              let frames = 0;
              for (const d of graph.querySelectorAll('.frame')) {
                const hit = text !== '' && d.textContent.includes(text);
                d.classList.toggle('match', hit);
                if (hit) frames++;
              }
              if (text === '') { matched.textContent = ''; return; }
              let samples = 0;
              (function walk(n) { if (n.n.includes(text)) { samples += n.v; return; } for (const c of n.c || []) walk(c); })(root);
              matched.textContent = 'Matched: ' + (root.v ? (100 * samples / root.v).toFixed(1) : '0.0') + '% of samples, '
                + frames + ' frames shown';
            }
            function state() {
              const parts = [];
              if (search.value) parts.push('search=' + encodeURIComponent(search.value));
              if (zoomed !== root) parts.push('zoom=' + encodeURIComponent(zoomed.n));
              history.replaceState(null, '', parts.length ? '#' + parts.join('&') : location.pathname);
            }
            function find(n, label) {
              if (n.n === label) return n;
              for (const c of n.c || []) { const f = find(c, label); if (f) return f; }
              return null;
            }
            search.oninput = () => { highlight(); state(); };
            document.getElementById('reset').onclick = () => { zoomed = root; state(); draw(); };
            document.addEventListener('keydown', e => { if (e.key === 'Escape') { zoomed = root; state(); draw(); } });
            for (const part of location.hash.replace(/^#/, '').split('&')) {
              const eq = part.indexOf('=');
              if (eq < 0) continue;
              const key = part.slice(0, eq), value = decodeURIComponent(part.slice(eq + 1));
              if (key === 'search') search.value = value;
              if (key === 'zoom') zoomed = find(root, value) || root;
            }
            draw();
            """;
}
