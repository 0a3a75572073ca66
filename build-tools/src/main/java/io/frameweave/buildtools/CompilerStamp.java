package io.frameweave.buildtools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes the stamp of the interpreter's compiler: a digest of the class files of the packages that decide what
 * a code object holds (the lexer, the parser, the compiler, the code objects and the constants they hold, the
 * cache's own format). The cache of compiled modules keeps the stamp it was written under and trusts only files
 * of the same stamp, so any change to those classes, however small, makes every cached module compile again:
 * no version number that someone must remember to raise.
 */
public final class CompilerStamp {
    private CompilerStamp() {}

    /** {@code CompilerStamp CLASSES_DIR STAMP_FILE PACKAGE_DIR...}: the package directories relative to CLASSES_DIR. */
    public static void main(String[] args) throws IOException, NoSuchAlgorithmException {
        Path classes = Path.of(args[0]);
        Path stampFile = classes.resolve(args[1]);
        List<Path> files = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            Path dir = classes.resolve(args[i]);
            if (!Files.isDirectory(dir)) {
                throw new IllegalStateException("frameweave build: no package directory " + dir);
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.filter(p -> p.toString().endsWith(".class")).forEach(files::add);
            }
        }
        // a stable order: the same classes give the same stamp on any file system
        List<String> names = new ArrayList<>();
        for (Path f : files) {
            names.add(classes.relativize(f).toString().replace('\\', '/'));
        }
        names.sort(null);
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (String name : names) {
            sha.update(name.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            byte[] content = Files.readAllBytes(classes.resolve(name));
            sha.update(Integer.toString(content.length).getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(content);
        }
        String stamp = HexFormat.of().formatHex(sha.digest());
        Files.createDirectories(stampFile.getParent());
        Files.writeString(stampFile, stamp + "\n", StandardCharsets.UTF_8);
        System.out.println("frameweave build: compiler stamp " + stamp.substring(0, 12) + " of " + names.size()
                + " classes");
    }
}
