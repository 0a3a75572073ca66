package io.frameweave.instrumentation.weave;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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
        return readResource(className.replace('.', '/') + ".class", neighbour, loader);
    }

    /** The resource at path {@code resource} (no leading slash), found as {@link #read} finds class files. */
    static byte[] readResource(String resource, Class<?> neighbour, ClassLoader loader) throws IOException {
        Path place = neighbour.getClassLoader() == loader ? location(neighbour) : null;
        if (place != null) {
            if (Files.isDirectory(place)) {
                Path file = place.resolve(resource);
                if (Files.isRegularFile(file)) {
                    return Files.readAllBytes(file);
                }
            } else if (Files.isRegularFile(place)) {
                ZipFile jar = open(place);
                ZipEntry entry = jar.getEntry(resource);
                if (entry != null) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        return in.readAllBytes();
                    }
                }
            }
        }
        try (InputStream in = loader.getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    /**
     * The jars read from, kept open: each of the start's few dozen reads would otherwise read the jar's whole
     * central directory again. They are the jars the JVM itself has open to load classes from.
     */
    private static final Map<Path, ZipFile> JARS = new ConcurrentHashMap<>();

    private static ZipFile open(Path jar) throws IOException {
        ZipFile z = JARS.get(jar);
        if (z == null) {
            ZipFile opened = new ZipFile(jar.toFile());
            z = JARS.putIfAbsent(jar, opened);
            if (z == null) {
                z = opened;
            } else {
                opened.close();
            }
        }
        return z;
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
