package io.frameweave.buildtools;

import io.frameweave.buildtools.records.RecordKinds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecordMethodsTest {
    @Test
    void plainRecordMethodsGiveWhatTheBootstrapGave(@TempDir Path dir) throws Exception {
        FixtureClasses.copy(RecordKinds.class, dir);
        String expected = FixtureClasses.run(RecordKinds.class, dir);
        assertEquals(12, FixtureClasses.sites(dir, RecordMethods.BOOTSTRAP_OWNER).size(),
                "the fixture's four records have three sites each");
        LambdaDesugarer.main(new String[] {dir.toString()});
        assertEquals(List.of(), FixtureClasses.sites(dir, RecordMethods.BOOTSTRAP_OWNER));
        assertEquals(expected, FixtureClasses.run(RecordKinds.class, dir));
        assertTrue(expected.contains("Primitives[z=true, c=a, b=0, s=0, i=-2, j=-9223372036854775808, f=0.0, d=0.0]"),
                expected);
        assertTrue(expected.contains("Empty[]"), expected);
    }

    @Test
    void aSecondRunChangesNothing(@TempDir Path dir) throws Exception {
        FixtureClasses.copy(RecordKinds.class, dir);
        assertEquals(12, RecordMethods.run(dir));
        List<Path> files = new ArrayList<>();
        List<byte[]> before = FixtureClasses.contents(dir, files);
        assertEquals(0, RecordMethods.run(dir));
        FixtureClasses.assertUnchanged(dir, files, before);
    }
}
