/* The plain-read floor for Scripts/bench.sh: reads every file named in a list (one path per line) on as
 * many threads as there are cores, each thread into one reused buffer, and prints the median wall time of
 * the read passes, measured inside the process (start-up and listing the files are not counted).
 *
 * Usage: read-floor LIST [PASSES]   prints: seconds bytes files */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char **paths;
static size_t count;
static size_t next;
static long long total;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *reader(void *unused) {
    (void)unused;
    size_t capacity = 1 << 20;
    char *buffer = malloc(capacity);
    long long bytes = 0;
    for (;;) {
        pthread_mutex_lock(&lock);
        size_t index = next < count ? next++ : count;
        pthread_mutex_unlock(&lock);
        if (index == count) break;
        int descriptor = open(paths[index], O_RDONLY);
        if (descriptor < 0) continue;
        ssize_t got;
        while ((got = read(descriptor, buffer, capacity)) > 0) bytes += got;
        close(descriptor);
    }
    free(buffer);
    pthread_mutex_lock(&lock);
    total += bytes;
    pthread_mutex_unlock(&lock);
    return NULL;
}

static double now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec + time.tv_nsec / 1e9;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: read-floor LIST [PASSES [THREADS]]\n");
        return 2;
    }
    FILE *list = fopen(argv[1], "r");
    if (!list) {
        perror(argv[1]);
        return 2;
    }
    size_t capacity = 1024;
    paths = malloc(capacity * sizeof *paths);
    char *line = NULL;
    size_t length = 0;
    ssize_t read_length;
    while ((read_length = getline(&line, &length, list)) > 0) {
        if (line[read_length - 1] == '\n') line[read_length - 1] = 0;
        if (count == capacity) paths = realloc(paths, (capacity *= 2) * sizeof *paths);
        paths[count++] = strdup(line);
    }
    fclose(list);
    int passes = argc > 2 ? atoi(argv[2]) : 5;
    if (passes < 1) passes = 1;
    long threads = argc > 3 ? atol(argv[3]) : sysconf(_SC_NPROCESSORS_ONLN);
    if (threads < 1) threads = 1;
    pthread_t *workers = malloc(threads * sizeof *workers);
    double *times = malloc(passes * sizeof *times);
    for (int pass = 0; pass < passes; pass++) {
        next = 0;
        total = 0;
        double start = now();
        for (long i = 0; i < threads; i++) pthread_create(&workers[i], NULL, reader, NULL);
        for (long i = 0; i < threads; i++) pthread_join(workers[i], NULL);
        times[pass] = now() - start;
    }
    qsort(times, passes, sizeof *times, ascending);
    printf("%.6f %lld %zu\n", times[passes / 2], total, count);
    return 0;
}
