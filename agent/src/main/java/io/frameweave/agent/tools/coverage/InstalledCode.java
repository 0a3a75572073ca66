package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.vm.LaunchOptions;
import io.frameweave.interpreter.vm.PythonVM;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The files that belong to the installation rather than to the program, which coverage leaves out as coverage.py
 * does: the standard library (measured with {@code --pylib} or {@code [run] cover_pylib}) and the third-party
 * packages of the user's site-packages directory. The directories are those of the running VM, read at the first
 * file asked about (a tool given at launch starts before the VM does).
 */
final class InstalledCode implements Predicate<String> {
    private final boolean coverPylib;
    private List<Path> dirs;
    private final Map<String, Boolean> answers = new HashMap<>();

    InstalledCode(boolean coverPylib) {
        this.coverPylib = coverPylib;
    }

    /** Whether {@code filename} lies in the standard library (unless measured) or in site-packages. */
    @Override
    public synchronized boolean test(String filename) {
        List<Path> in = dirs();
        if (in.isEmpty()) {
            return false;
        }
        return answers.computeIfAbsent(filename, f -> {
            Path file;
            try {
                file = Path.of(f).toAbsolutePath().normalize();
            } catch (RuntimeException e) {
                return false; // not a path of this file system
            }
            return in.stream().anyMatch(file::startsWith);
        });
    }

    private List<Path> dirs() {
        if (dirs != null) {
            return dirs;
        }
        PythonVM vm = PythonVM.current();
        if (vm == null) {
            return List.of();
        }
        LaunchOptions options = vm.options();
        List<Path> out = new ArrayList<>();
        if (!coverPylib && options.stdlib().dir() != null) {
            out.add(options.stdlib().dir().toAbsolutePath().normalize());
        }
        Path site = options.userSitePackages();
        if (site != null) {
            out.add(site.toAbsolutePath().normalize());
        }
        dirs = List.copyOf(out);
        return dirs;
    }
}
