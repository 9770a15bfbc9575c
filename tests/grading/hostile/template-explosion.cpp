// A type that doubles at every step: 2^40 ints to initialise. The compiler never finishes.
// status: compile error
// message: the compiler was stopped
#include <utility>
namespace {
template <class T, int N> struct Grow {
    using type = typename Grow<std::pair<T, T>, N - 1>::type;
};
template <class T> struct Grow<T, 0> {
    using type = T;
};
Grow<int, 40>::type boom{};
void hostile_act() {}
} // namespace
