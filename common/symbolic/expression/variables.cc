#include <algorithm>
#include <iterator>
#include <sstream>

#include "drake/common/symbolic/expression/all.h"

namespace drake {
namespace symbolic {

Variables::Variables(std::initializer_list<Variable> init) : vars_(init) {}

Variables::Variables(const Eigen::Ref<const VectorX<Variable>>& vec) {
  for (int i = 0; i < vec.size(); ++i) vars_.insert(vec(i));
}

std::string Variables::to_string() const {
  std::ostringstream out;
  out << *this;
  return out.str();
}

std::size_t Variables::get_hash() const {
  // Boost-style combination of the element hashes, in order.
  std::size_t seed = vars_.size();
  for (const Variable& v : vars_) {
    seed ^= v.get_hash() + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
  }
  return seed;
}

Variables::size_type Variables::erase(const Variables& vars) {
  size_type count = 0;
  for (const Variable& v : vars) count += vars_.erase(v);
  return count;
}

bool Variables::IsSubsetOf(const Variables& vars) const {
  return std::includes(vars.begin(), vars.end(), begin(), end(),
                       std::less<Variable>{});
}
bool Variables::IsSupersetOf(const Variables& vars) const {
  return vars.IsSubsetOf(*this);
}
bool Variables::IsStrictSubsetOf(const Variables& vars) const {
  return size() < vars.size() && IsSubsetOf(vars);
}
bool Variables::IsStrictSupersetOf(const Variables& vars) const {
  return vars.IsStrictSubsetOf(*this);
}

bool operator==(const Variables& a, const Variables& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    std::equal_to<Variable>{});
}

bool operator<(const Variables& a, const Variables& b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                      std::less<Variable>{});
}

Variables operator+(Variables vars1, const Variables& vars2) {
  vars1 += vars2;
  return vars1;
}
Variables operator+(Variables vars, const Variable& var) {
  vars += var;
  return vars;
}
Variables operator+(const Variable& var, Variables vars) {
  vars += var;
  return vars;
}
Variables operator-(Variables vars1, const Variables& vars2) {
  vars1 -= vars2;
  return vars1;
}
Variables operator-(Variables vars, const Variable& var) {
  vars -= var;
  return vars;
}

Variables intersect(const Variables& vars1, const Variables& vars2) {
  Variables result;
  for (const Variable& v : vars1) {
    if (vars2.include(v)) result.insert(v);
  }
  return result;
}

std::ostream& operator<<(std::ostream& os, const Variables& vars) {
  os << "{";
  bool first = true;
  for (const Variable& v : vars) {
    if (!first) os << ", ";
    os << v;
    first = false;
  }
  return os << "}";
}

}  // namespace symbolic
}  // namespace drake
