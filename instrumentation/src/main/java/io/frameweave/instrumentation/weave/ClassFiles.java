package io.frameweave.instrumentation.weave;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Reads class files without loading the classes. Premain reads the advice and weave-point classes from where
 * a class already loaded from the same place came from (a jar or a directory), straight off the file system:
 * a class loader's resource lookup would first search the JDK's module image, which costs the JVM's start
 * several milliseconds of one-time set-up. Anything else goes through the class loader.
 */
final class ClassFiles {
    private ClassFiles() {}

    /**
     * The class file of {@code className}, looked for beside {@code neighbour} first when {@code loader} is the
     * one that loaded {@code neighbour} (another loader may see other classes), then through {@code loader};
     * null when neither has it.
     */
    static byte[] read(String className, Class<?> neighbour, ClassLoader loader) throws IOException {
        String resource = className.replace('.', '/') + ".class";
        Path place = neighbour.getClassLoader() == loader ? location(neighbour) : null;
        if (place != null) {
            if (Files.isDirectory(place)) {
                Path file = place.resolve(resource);
                if (Files.isRegularFile(file)) {
                    return Files.readAllBytes(file);
                }
            } else if (Files.isRegularFile(place)) {
                try (ZipFile jar = new ZipFile(place.toFile())) {
                    ZipEntry entry = jar.getEntry(resource);
                    if (entry != null) {
                        try (InputStream in = jar.getInputStream(entry)) {
                            return in.readAllBytes();
                        }
                    }
                }
            }
        }
        try (InputStream in = loader.getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    /** The jar or directory {@code c} was loaded from, or null when that is not a local file. */
    private static Path location(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        URL url = source == null ? null : source.getLocation();
        if (url == null || !"file".equals(url.getProtocol())) {
            return null;
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
