package io.frameweave.buildtools;

import io.frameweave.buildtools.fixture.LambdaKinds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LambdaDesugarerTest {
    private static final String METAFACTORY = "java/lang/invoke/LambdaMetafactory";

    @Test
    void desugaredLambdasDoWhatTheOriginalsDid(@TempDir Path dir) throws Exception {
        FixtureClasses.copy(LambdaKinds.class, dir);
        String expected = FixtureClasses.run(LambdaKinds.class, dir);
        LambdaDesugarer.Result r = LambdaDesugarer.run(dir);
        assertTrue(r.sites() >= 18, "sites made classes: " + r);
        assertEquals(expected, FixtureClasses.run(LambdaKinds.class, dir));
        assertEquals(LambdaKinds.run(), expected);
        // only the serializable lambda is left: its site and the one in $deserializeLambda$ (altMetafactory)
        assertEquals(List.of("LambdaKinds.class: altMetafactory", "LambdaKinds.class: altMetafactory"),
                FixtureClasses.sites(dir, METAFACTORY));
    }

    @Test
    void aSecondRunChangesNothing(@TempDir Path dir) throws Exception {
        FixtureClasses.copy(LambdaKinds.class, dir);
        LambdaDesugarer.run(dir);
        List<Path> files = new ArrayList<>();
        List<byte[]> before = FixtureClasses.contents(dir, files);
        assertEquals(0, LambdaDesugarer.run(dir).sites());
        FixtureClasses.assertUnchanged(dir, files, before);
    }
}
