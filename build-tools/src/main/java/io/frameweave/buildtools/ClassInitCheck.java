package io.frameweave.buildtools;

/**
 * Initializes the named classes of the module being built, so that the checks their static initializers make
 * (a table's rows agree with each other, every method a table names exists) fail the build rather than a run:
 * what javac cannot check is checked before any test or jar sees the classes.
 */
public final class ClassInitCheck {
    private ClassInitCheck() {}

    /** {@code ClassInitCheck CLASS...}: initializes each class (binary name) from the class path. */
    public static void main(String[] args) throws ClassNotFoundException {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (String name : args) {
            try {
                Class.forName(name, true, loader);
            } catch (ExceptionInInitializerError e) {
                Throwable why = e.getCause() != null ? e.getCause() : e;
                throw new IllegalStateException("frameweave build: " + name + " does not initialize: "
                        + why.getMessage(), why);
            }
        }
        System.out.println("frameweave build: " + args.length + " tables checked");
    }
}
