// Any answer of at most MOST moves, by Kociemba's two-phase search: phase 1 turns the cube into
// the group of U, D, L2, F2, R2 and B2 (every corner's top or bottom colour on the top or
// bottom, every edge oriented, the four middle-layer edges in the middle layer), phase 2 solves
// it with those turns alone; each phase is an iterative deepening whose estimate is the larger
// of two exact distances in a table of pairs of coordinates. A cube is 54 faces (the face whose
// centre has the sticker's colour) in net order; CORNER and EDGE list the pieces' stickers,
// FACE_OF the face of each. Every coordinate is read off the stickers, and its move table made
// by writing a cube of each value, turning it, and reading the value back: no convention of
// the pieces' orientations is assumed but the one the reading makes.
static const int CORNER[8][3] = {@CORNERS@};
static const int EDGE[12][2] = {@EDGES@};
static const int FACE_OF[54] = {@FACE_OF@};
typedef std::array<unsigned char, 54> Faces;

// Move m turns face m / 3 by m % 3 + 1 clockwise quarter turns; MOVE[m][i] is where sticker i
// comes from. In face turns every move costs 1, in quarter turns a half turn costs 2.
static int MOVE[18][54];
static int cost(int m) { return !FACE_TURNS && m % 3 == 1 ? 2 : 1; }
static bool top_or_bottom(int face) { return face >= 4; }

static Faces turned(const Faces &cube, int m) {
    Faces after;
    for (int i = 0; i < 54; ++i) after[i] = cube[MOVE[m][i]];
    return after;
}

// The faces of a piece's stickers as a set of bits.
static int corner_colours(const Faces &c, int p) { return 1 << c[CORNER[p][0]] | 1 << c[CORNER[p][1]] | 1 << c[CORNER[p][2]]; }
static int edge_colours(const Faces &c, int p) { return 1 << c[EDGE[p][0]] | 1 << c[EDGE[p][1]]; }
static const int UD = 1 << 4 | 1 << 5, FB = 1 << 1 | 1 << 3;
static bool middle_edge(int colours) { return !(colours & UD); }

// Rank of a permutation of 0 .. n-1 (its Lehmer code), and the permutation of a rank.
static int rank_of(const int *p, int n) {
    int r = 0;
    for (int i = 0; i < n; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < n; ++j) smaller += p[j] < p[i];
        r = r * (n - i) + smaller;
    }
    return r;
}
static void unrank(int r, int *p, int n) {
    int code[12];
    for (int i = n - 1; i >= 0; --i) code[i] = r % (n - i), r /= n - i;
    bool used[12] = {false};
    for (int i = 0; i < n; ++i)
        for (int v = 0, k = code[i]; v < n; ++v)
            if (!used[v] && k-- == 0) {
                used[v] = true, p[i] = v;
                break;
            }
}
static int choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    int c = 1;
    for (int i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
    return c;
}

// The pieces by place: corners 0-7, the edges of the top and bottom layers (UD_EDGES) and of the
// middle layer (MIDDLE_EDGES); and each piece's colours, to know it wherever it is.
static int UD_EDGES[8], MIDDLE_EDGES[4], CORNER_HOME[8], EDGE_HOME[12];
static Faces SOLVED;

// Phase 1's coordinates: where each corner shows its top or bottom colour (3^8), which sticker
// of each edge shows its main colour (the top's or bottom's, else the front's or back's: 2^12),
// and which four places hold the middle edges (12 choose 4).
static const int TWISTS = 6561, FLIPS = 4096, SLICES = 495;
static int twist(const Faces &c) {
    int t = 0;
    for (int p = 7; p >= 0; --p) {
        int j = 0;
        while (!top_or_bottom(c[CORNER[p][j]])) ++j;
        t = t * 3 + j;
    }
    return t;
}
static int flip(const Faces &c) {
    int f = 0;
    for (int p = 11; p >= 0; --p) {
        int main_colour = edge_colours(c, p) & UD ? UD : FB;
        f = f * 2 + (((1 << c[EDGE[p][1]]) & main_colour) != 0);
    }
    return f;
}
static int slice(const Faces &c) {
    int s = 0, k = 0;
    for (int p = 0; p < 12; ++p)
        if (middle_edge(edge_colours(c, p))) s += choose(p, ++k);
    return s;
}

// Phase 2's: the corners' places (8!), the top and bottom edges' (8!), the middle edges' (4!).
static const int CORNER_PERMS = 40320, EDGE_PERMS = 40320, SLICE_PERMS = 24;
static int piece_rank(const Faces &c, const int *places, int n, const int *homes, bool corners) {
    int p[8];
    for (int i = 0; i < n; ++i) {
        int colours = corners ? corner_colours(c, places[i]) : edge_colours(c, places[i]);
        for (int h = 0; h < n; ++h)
            if ((corners ? CORNER_HOME[homes[h]] : EDGE_HOME[homes[h]]) == colours) p[i] = h;
    }
    return rank_of(p, n);
}
static const int CORNER_PLACES[8] = {0, 1, 2, 3, 4, 5, 6, 7};
static int corner_perm(const Faces &c) { return piece_rank(c, CORNER_PLACES, 8, CORNER_PLACES, true); }
static int edge_perm(const Faces &c) { return piece_rank(c, UD_EDGES, 8, UD_EDGES, false); }
static int slice_perm(const Faces &c) { return piece_rank(c, MIDDLE_EDGES, 4, MIDDLE_EDGES, false); }

// Cubes of a coordinate's value, the other pieces solved.
static void put_corner(Faces &c, int home, int place, int shift) {
    for (int k = 0; k < 3; ++k) c[CORNER[place][(k + shift) % 3]] = SOLVED[CORNER[home][k]];
}
static int top_or_bottom_sticker(int place) {
    int j = 0;
    while (!top_or_bottom(FACE_OF[CORNER[place][j]])) ++j;
    return j;
}
static Faces of_twist(int t) {
    Faces c = SOLVED;
    for (int p = 0; p < 8; ++p, t /= 3) put_corner(c, p, p, t % 3 + 3 - top_or_bottom_sticker(p));
    return c;
}
static Faces of_flip(int f) {
    Faces c = SOLVED;
    int home = flip(SOLVED);
    for (int p = 0; p < 12; ++p, f /= 2)
        if ((f ^ home >> p) & 1) std::swap(c[EDGE[p][0]], c[EDGE[p][1]]);
    return c;
}
static void put_edge(Faces &c, int home, int place) {
    for (int k = 0; k < 2; ++k) c[EDGE[place][k]] = SOLVED[EDGE[home][k]];
}
static Faces of_slice(int s) {
    Faces c = SOLVED;
    int chosen[4], others = 0, middle = 0;
    for (int k = 4, p = 11; k > 0; --p)
        if (choose(p, k) <= s) s -= choose(p, k), chosen[--k] = p;
    for (int p = 0, k = 0; p < 12; ++p) {
        if (k < 4 && chosen[k] == p) put_edge(c, MIDDLE_EDGES[middle++], p), ++k;
        else put_edge(c, UD_EDGES[others++], p);
    }
    return c;
}
static Faces of_corner_perm(int r) {
    Faces c = SOLVED;
    int p[8];
    unrank(r, p, 8);
    for (int i = 0; i < 8; ++i) put_corner(c, p[i], i, top_or_bottom_sticker(i) + 3 - top_or_bottom_sticker(p[i]));
    return c;
}
static Faces of_pieces(int r, const int *places, int n) {
    Faces c = SOLVED;
    int p[8];
    unrank(r, p, n);
    for (int i = 0; i < n; ++i) put_edge(c, places[p[i]], places[i]);
    return c;
}
static Faces of_edge_perm(int r) { return of_pieces(r, UD_EDGES, 8); }
static Faces of_slice_perm(int r) { return of_pieces(r, MIDDLE_EDGES, 4); }

// A coordinate's move table: the value after each move (-1 where the move leaves its phase).
static vector<int> table(int size, Faces (*of)(int), int (*read)(const Faces &), const vector<int> &moves) {
    vector<int> after((size_t)size * 18, -1);
    for (int v = 0; v < size; ++v) {
        Faces c = of(v);
        for (int m : moves) after[(size_t)v * 18 + m] = read(turned(c, m));
    }
    return after;
}

// The distance of every pair of two coordinates' values from the solved cube's, by `moves`;
// 255 where none leads.
static vector<unsigned char> distances(const vector<int> &a, int b_size, const vector<int> &b, int goal, const vector<int> &moves) {
    vector<unsigned char> d(a.size() / 18 * b_size, 255);
    d[goal] = 0;
    for (int depth = 0, deepest = 0; depth <= deepest; ++depth)
        for (size_t i = 0; i < d.size(); ++i) {
            if (d[i] != depth) continue;
            size_t x = i / b_size, y = i % b_size;
            for (int m : moves) {
                size_t j = (size_t)a[x * 18 + m] * b_size + b[y * 18 + m];
                if (d[j] > depth + cost(m)) d[j] = depth + cost(m), deepest = std::max(deepest, depth + cost(m));
            }
        }
    return d;
}

static vector<int> ALL, PHASE2, TWIST_MOVE, FLIP_MOVE, SLICE_MOVE, CORNER_MOVE, EDGE_MOVE, SLICE_PERM_MOVE;
static vector<unsigned char> TWIST_SLICE, FLIP_SLICE, CORNER_SLICE, EDGE_SLICE;

static void tables() {
    for (int f = 0; f < 6; ++f)
        for (int i = 0; i < 54; ++i) {
            MOVE[3 * f][i] = QUARTER[f][i];
            MOVE[3 * f + 1][i] = QUARTER[f][QUARTER[f][i]];
            MOVE[3 * f + 2][i] = QUARTER[f][QUARTER[f][QUARTER[f][i]]];
        }
    for (int i = 0; i < 54; ++i) SOLVED[i] = (unsigned char)FACE_OF[i];
    for (int p = 0; p < 8; ++p) CORNER_HOME[p] = corner_colours(SOLVED, p);
    for (int p = 0, ud = 0, middle = 0; p < 12; ++p) {
        EDGE_HOME[p] = edge_colours(SOLVED, p);
        if (middle_edge(EDGE_HOME[p])) MIDDLE_EDGES[middle++] = p;
        else UD_EDGES[ud++] = p;
    }
    for (int m = 0; m < 18; ++m) {
        ALL.push_back(m);
        if (m / 3 >= 4 || m % 3 == 1) PHASE2.push_back(m);
    }
    TWIST_MOVE = table(TWISTS, of_twist, twist, ALL);
    FLIP_MOVE = table(FLIPS, of_flip, flip, ALL);
    SLICE_MOVE = table(SLICES, of_slice, slice, ALL);
    CORNER_MOVE = table(CORNER_PERMS, of_corner_perm, corner_perm, PHASE2);
    EDGE_MOVE = table(EDGE_PERMS, of_edge_perm, edge_perm, PHASE2);
    SLICE_PERM_MOVE = table(SLICE_PERMS, of_slice_perm, slice_perm, PHASE2);
    int s = slice(SOLVED), sp = slice_perm(SOLVED);
    TWIST_SLICE = distances(TWIST_MOVE, SLICES, SLICE_MOVE, twist(SOLVED) * SLICES + s, ALL);
    FLIP_SLICE = distances(FLIP_MOVE, SLICES, SLICE_MOVE, flip(SOLVED) * SLICES + s, ALL);
    CORNER_SLICE = distances(CORNER_MOVE, SLICE_PERMS, SLICE_PERM_MOVE, corner_perm(SOLVED) * SLICE_PERMS + sp, PHASE2);
    EDGE_SLICE = distances(EDGE_MOVE, SLICE_PERMS, SLICE_PERM_MOVE, edge_perm(SOLVED) * SLICE_PERMS + sp, PHASE2);
}

// Whether move m may follow move `last` (-1 for none): as `may_follow` says of their faces.
static bool follows(int m, int last) { return may_follow(m / 3, last < 0 ? -1 : last / 3); }

static Faces start;
static int moves_made[64], made;

static bool phase2(int c, int e, int s, int g, int bound, int last) {
    int h = std::max(CORNER_SLICE[c * SLICE_PERMS + s], EDGE_SLICE[e * SLICE_PERMS + s]);
    if (h == 0) return true;
    if (g + h > bound) return false;
    for (int m : PHASE2) {
        if (!follows(m, last)) continue;
        moves_made[made++] = m;
        if (phase2(CORNER_MOVE[c * 18 + m], EDGE_MOVE[e * 18 + m], SLICE_PERM_MOVE[s * 18 + m], g + cost(m), bound, m)) return true;
        --made;
    }
    return false;
}

// Phase 1's ways of exactly `bound` moves (none ending in a move of phase 2, which a shorter
// way has tried), each followed by phase 2 within what MOST leaves.
static bool phase1(int t, int f, int s, int g, int bound, int last) {
    int h = std::max(TWIST_SLICE[t * SLICES + s], FLIP_SLICE[f * SLICES + s]);
    if (h == 0 && g == bound && (last < 0 || (last / 3 < 4 && last % 3 != 1))) {
        Faces c = start;
        for (int i = 0; i < made; ++i) c = turned(c, moves_made[i]);
        int cp = corner_perm(c), ep = edge_perm(c), sp = slice_perm(c), first = made;
        int least = std::max(CORNER_SLICE[cp * SLICE_PERMS + sp], EDGE_SLICE[ep * SLICE_PERMS + sp]);
        for (int b = least; b <= MOST - g; ++b) {
            if (phase2(cp, ep, sp, 0, b, last)) return true;
            made = first;
        }
        return false;
    }
    if (g + h > bound) return false;
    for (int m : ALL) {
        if (!follows(m, last) || g + cost(m) > bound) continue;
        moves_made[made++] = m;
        if (phase1(TWIST_MOVE[t * 18 + m], FLIP_MOVE[f * 18 + m], SLICE_MOVE[s * 18 + m], g + cost(m), bound, m)) return true;
        --made;
    }
    return false;
}

// An answer of at most MOST moves into `path`: the first phase 2 within what MOST leaves after
// the shortest phase 1s. Where MOST is 30 (or more), a few milliseconds a cube after tables
// made in a third of a second; a much tighter MOST (26 quarter turns, 20 face turns) may take
// seconds to minutes a cube, where the binary's tables of hundreds of megabytes take
// milliseconds.
static bool find(const string &cube) {
    if (ALL.empty()) tables();
    for (int i = 0; i < 54; ++i)
        for (int f = 0; f < 6; ++f)
            if (cube[i] == cube[CENTRE[f]]) start[i] = (unsigned char)f;
    int t = twist(start), f = flip(start), s = slice(start);
    made = 0;
    for (int bound = 0; bound <= MOST; ++bound) {
        if (!phase1(t, f, s, 0, bound, -1)) continue;
        for (int i = 0; i < made; ++i) {
            int face = moves_made[i] / 3, q = moves_made[i] % 3 + 1;
            if (q == 2 && !FACE_TURNS) path.push_back({face, 1}), path.push_back({face, 1});
            else path.push_back({face, q == 3 ? -1 : q});
        }
        return true;
    }
    return false;
}
