package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.XmlText;

import java.util.List;

/** A self-contained HTML page: the SVG flame graph inline, and below it the top-functions table. */
final class FlameGraphHtml {
    private FlameGraphHtml() {}

    static String render(String svg, String title, List<String> tableLines) {
        String inlineSvg = svg.substring(svg.indexOf("<svg"));
        StringBuilder out = new StringBuilder(svg.length() + 2048);
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(XmlText.escape(title)).append("</title>\n<style>body{font-family:sans-serif;margin:1em}")
                .append("svg{max-width:100%;height:auto}pre{font-size:13px}</style></head>\n<body>\n");
        out.append(inlineSvg);
        out.append("<h2>Top functions</h2>\n<pre>");
        for (String line : tableLines) {
            out.append(XmlText.escape(line)).append('\n');
        }
        return out.append("</pre>\n</body></html>\n").toString();
    }
}
