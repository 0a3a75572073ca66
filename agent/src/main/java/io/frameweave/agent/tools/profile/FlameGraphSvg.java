package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.XmlText;

/**
 * A self-contained SVG flame graph: the root at the bottom, each frame a box as wide as its share of the
 * samples, callees stacked above callers, siblings in name order. Every box has a tooltip (its frame, its
 * samples and their share); boxes narrower than a fraction of a pixel are left out. No script and no
 * external resource, so any browser or image viewer opens it.
 */
final class FlameGraphSvg {
    static final int WIDTH = 1200;
    private static final int PAD = 10;
    private static final int FRAME_HEIGHT = 16;
    private static final int HEADER = 44;
    private static final double CHAR_WIDTH = 6.6;
    private static final double MIN_WIDTH = 0.1;

    private FlameGraphSvg() {}

    static String render(FlameNode root, String title, String subtitle) {
        int depth = root.depth();
        int height = HEADER + depth * FRAME_HEIGHT + PAD;
        StringBuilder out = new StringBuilder(16384);
        out.append("<?xml version=\"1.0\" standalone=\"no\"?>\n");
        out.append("<svg version=\"1.1\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                .append(height).append("\" font-family=\"Verdana, sans-serif\" font-size=\"11\">\n");
        out.append("<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#f8f8f0\"/>\n");
        out.append("<text x=\"").append(WIDTH / 2).append("\" y=\"20\" text-anchor=\"middle\" font-size=\"16\">")
                .append(XmlText.escape(title)).append("</text>\n");
        out.append("<text x=\"").append(WIDTH / 2).append("\" y=\"36\" text-anchor=\"middle\" fill=\"#555\">")
                .append(XmlText.escape(subtitle)).append("</text>\n");
        if (root.samples > 0) {
            double scale = (WIDTH - 2.0 * PAD) / root.samples;
            box(out, root, PAD, height - PAD - FRAME_HEIGHT, scale, root.samples);
        } else {
            out.append("<text x=\"").append(WIDTH / 2).append("\" y=\"").append(HEADER + 12)
                    .append("\" text-anchor=\"middle\">no samples</text>\n");
        }
        return out.append("</svg>\n").toString();
    }

    private static void box(StringBuilder out, FlameNode node, double x, int y, double scale, int total) {
        double w = node.samples * scale;
        if (w < MIN_WIDTH) {
            return;
        }
        String pct = Decimals.fixed(100.0 * node.samples / total, 2);
        out.append("<g><title>").append(XmlText.escape(node.label)).append(" (").append(node.samples)
                .append(node.samples == 1 ? " sample, " : " samples, ").append(pct).append("%)</title>");
        out.append("<rect x=\"").append(fmt(x)).append("\" y=\"").append(y).append("\" width=\"").append(fmt(w))
                .append("\" height=\"").append(FRAME_HEIGHT - 1).append("\" rx=\"2\" fill=\"")
                .append(color(node.label)).append("\"/>");
        int chars = (int) ((w - 6) / CHAR_WIDTH);
        if (chars >= 3) {
            String text = node.label.length() <= chars ? node.label : node.label.substring(0, chars - 2) + "..";
            out.append("<text x=\"").append(fmt(x + 3)).append("\" y=\"").append(y + FRAME_HEIGHT - 4)
                    .append("\">").append(XmlText.escape(text)).append("</text>");
        }
        out.append("</g>\n");
        double cx = x;
        for (FlameNode child : node.children.values()) {
            box(out, child, cx, y - FRAME_HEIGHT, scale, total);
            cx += child.samples * scale;
        }
    }

    /** A warm colour fixed by the function's name (not its line), so a function keeps its colour everywhere. */
    private static String color(String label) {
        int paren = label.lastIndexOf(" (");
        String function = paren > 0 ? label.substring(0, paren) : label;
        int h = function.hashCode();
        int r = 205 + Math.floorMod(h, 50);
        int g = 80 + Math.floorMod(h >>> 8, 150);
        int b = 40 + Math.floorMod(h >>> 16, 50);
        return "rgb(" + r + "," + g + "," + b + ")";
    }

    private static String fmt(double v) {
        return Decimals.fixed(v, 1);
    }
}
