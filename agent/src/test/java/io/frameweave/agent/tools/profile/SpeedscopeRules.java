package io.frameweave.agent.tools.profile;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules of speedscope's file format (its {@code file-format-schema.json} and {@code src/lib/file-format.ts})
 * for the sampled profiles the profiler writes: the schema URL, shared frames each with a name, at least one
 * profile (speedscope alerts "it's empty" otherwise), and per profile a unit, start and end values, as many
 * weights as samples, and frame indices that exist.
 */
final class SpeedscopeRules {
    private SpeedscopeRules() {}

    /** Checks {@code json}; returns the document. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> check(String json) {
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(json);
        assertEquals("https://www.speedscope.app/file-format-schema.json", doc.get("$schema"));
        List<Map<String, Object>> frames = (List<Map<String, Object>>) ((Map<String, Object>) doc.get("shared"))
                .get("frames");
        for (Map<String, Object> f : frames) {
            assertTrue(f.get("name") instanceof String, "a frame without a name: " + f);
        }
        List<Map<String, Object>> profiles = (List<Map<String, Object>>) doc.get("profiles");
        assertFalse(profiles.isEmpty(), "no profile: speedscope says the file is empty");
        for (Map<String, Object> p : profiles) {
            assertEquals("sampled", p.get("type"));
            assertNotNull(p.get("name"));
            assertTrue(List.of("none", "nanoseconds", "microseconds", "milliseconds", "seconds", "bytes")
                    .contains(p.get("unit")), "unit " + p.get("unit"));
            double start = (Double) p.get("startValue");
            double end = (Double) p.get("endValue");
            assertTrue(start <= end, p.toString());
            List<List<Double>> samples = (List<List<Double>>) p.get("samples");
            List<Double> weights = (List<Double>) p.get("weights");
            assertEquals(samples.size(), weights.size(), "a weight per sample");
            assertFalse(samples.isEmpty(), "a profile without samples shows nothing");
            for (List<Double> stack : samples) {
                for (double i : stack) {
                    assertTrue(i >= 0 && i < frames.size() && i == Math.rint(i), "frame index " + i);
                }
            }
            for (double w : weights) {
                assertTrue(w >= 0, "weight " + w);
            }
        }
        return doc;
    }
}
