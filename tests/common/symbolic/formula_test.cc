// symbolic::Formula, boolean<T> and cond() over Expression, Variables set
// operations, the MakeVariable families, and Eigen matrices of symbolic
// scalars.

#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include <Eigen/Core>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/cond.h"
#include "drake/common/drake_bool.h"
#include "drake/common/extract_double.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"

namespace drake {
namespace symbolic {
namespace formula_test {

static_assert(std::is_same_v<boolean<Expression>, Formula>);
static_assert(!scalar_predicate<Expression>::is_bool);
static_assert(std::is_same_v<boolean<double>, bool>);
static_assert(std::is_same_v<boolean<AutoDiffXd>, bool>);

class FormulaTest : public ::testing::Test {
 protected:
  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
  const Expression x{x_};
  const Expression y{y_};
  const Expression z{z_};
};

TEST_F(FormulaTest, RelationsEvaluate) {
  const Environment env{{x_, 1.0}, {y_, 2.0}, {z_, 2.0}};
  EXPECT_TRUE((x < y).Evaluate(env));
  EXPECT_TRUE((x <= y).Evaluate(env));
  EXPECT_FALSE((x > y).Evaluate(env));
  EXPECT_FALSE((x >= y).Evaluate(env));
  EXPECT_TRUE((y == z).Evaluate(env));
  EXPECT_TRUE((x != y).Evaluate(env));
  EXPECT_TRUE((y >= z).Evaluate(env));
  EXPECT_FALSE((y > z).Evaluate(env));
  // With doubles and variables on either side.
  EXPECT_TRUE((x_ < 1.5).Evaluate(env));
  EXPECT_TRUE((3.0 > y_ + x_ - 0.5).Evaluate(env));
  EXPECT_TRUE(is_less_than(x < y));
  EXPECT_TRUE(is_relational(x == y));
  EXPECT_TRUE(get_lhs_expression(x < y).EqualTo(x));
  EXPECT_TRUE(get_rhs_expression(x < y).EqualTo(y));
  EXPECT_EQ((x < y).to_string(), "(x < y)");
  EXPECT_EQ(fmt::format("{}", x + 1 >= y), "((1 + x) >= y)");
}

TEST_F(FormulaTest, ConstantRelationsFold) {
  // A difference that folds to a constant decides the relation, so these
  // are True/False without any environment, and bool conversion works.
  EXPECT_TRUE(is_true(x == x));
  EXPECT_TRUE(is_true(x + y == y + x));
  EXPECT_TRUE(is_false(x != x));
  EXPECT_TRUE(is_true(x + 1 > x));
  EXPECT_TRUE(is_false(x < x - 2));
  EXPECT_TRUE(static_cast<bool>(x == x));
  EXPECT_FALSE(static_cast<bool>(x + 1 == x));
  EXPECT_TRUE(is_true(Expression(2.0) < 3.0));
  // A relation of unassigned variables cannot be converted to bool.
  DRAKE_EXPECT_THROWS_MESSAGE(static_cast<bool>(x == y),
                              ".*variable 'x' has no value.*");
}

TEST_F(FormulaTest, ConnectivesEvaluate) {
  const Formula f1 = x < y;
  const Formula f2 = y < z;
  const Formula conj = f1 && f2;
  const Formula disj = f1 || f2;
  EXPECT_TRUE(is_conjunction(conj));
  EXPECT_TRUE(is_disjunction(disj));
  EXPECT_EQ(get_operands(conj).size(), 2);
  EXPECT_EQ(conj.GetFreeVariables(), (Variables{x_, y_, z_}));
  // Truth tables over the four combinations of f1 and f2.
  for (double yv : {0.0, 2.0}) {
    for (double zv : {-1.0, 3.0}) {
      const Environment env{{x_, 1.0}, {y_, yv}, {z_, zv}};
      const bool b1 = 1.0 < yv;
      const bool b2 = yv < zv;
      EXPECT_EQ(conj.Evaluate(env), b1 && b2);
      EXPECT_EQ(disj.Evaluate(env), b1 || b2);
      EXPECT_EQ((!f1).Evaluate(env), !b1);
      EXPECT_EQ((!conj).Evaluate(env), !(b1 && b2));
    }
  }
  // Simplifications: constants absorb or vanish, ¬¬f = f, flattening.
  EXPECT_TRUE((f1 && Formula::True()).EqualTo(f1));
  EXPECT_TRUE(is_false(f1 && Formula::False()));
  EXPECT_TRUE(is_true(f1 || Formula::True()));
  EXPECT_TRUE((f1 || Formula::False()).EqualTo(f1));
  EXPECT_TRUE((!!f1).EqualTo(f1));
  EXPECT_TRUE(is_negation(!f1));
  EXPECT_TRUE(get_operand(!f1).EqualTo(f1));
  EXPECT_EQ(get_operands((f1 && f2) && (x < z)).size(), 3);
  EXPECT_TRUE((f1 && f2).EqualTo(f2 && f1));
  EXPECT_TRUE(is_false(Formula()));
  EXPECT_TRUE(is_true(Formula(true)));
  EXPECT_EQ(Formula::True().to_string(), "True");
  EXPECT_EQ((!f1).to_string(), "!(x < y)");
  EXPECT_EQ(std::hash<Formula>{}(f1 && f2), std::hash<Formula>{}(f2 && f1));
  // Substitution folds relations.
  EXPECT_TRUE(is_true(conj.Substitute({{x_, 0.0}, {y_, 1.0}, {z_, 2.0}})));
}

TEST_F(FormulaTest, BooleanVariablesAndIsnan) {
  const Variable b("b", Variable::Type::BOOLEAN);
  const Formula fb(b);
  EXPECT_TRUE(is_variable(fb));
  EXPECT_TRUE(get_variable(fb).equal_to(b));
  EXPECT_TRUE(fb.Evaluate(Environment{{b, 1.0}}));
  EXPECT_FALSE((!b).Evaluate(Environment{{b, 1.0}}));
  EXPECT_TRUE(
      (b && x < y).Evaluate(Environment{{b, 1.0}, {x_, 0.0}, {y_, 1.0}}));
  DRAKE_EXPECT_THROWS_MESSAGE(Formula{x_}, ".*'x' is not of BOOLEAN type.*");
  DRAKE_EXPECT_THROWS_MESSAGE(fb.Evaluate(),
                              ".*Boolean variable 'b' has no value.*");
  // isnan evaluates its expression (and so throws on the NaN expression,
  // as Drake's does).
  EXPECT_FALSE(isnan(x).Evaluate(Environment{{x_, 1.0}}));
  EXPECT_TRUE(is_isnan(isnan(x)));
  EXPECT_TRUE(isinf(Expression(1.0 / 0.0)).Evaluate());
  EXPECT_FALSE(isfinite(x).Evaluate(
      Environment{{x_, std::numeric_limits<double>::infinity()}}));
  EXPECT_TRUE(isfinite(x).Evaluate(Environment{{x_, 1.0}}));
  DRAKE_EXPECT_THROWS_MESSAGE(get_lhs_expression(fb), ".*not a relation.*");
  DRAKE_EXPECT_THROWS_MESSAGE(get_operands(x < y),
                              ".*not a conjunction or a disjunction.*");
}

TEST_F(FormulaTest, IfThenElseAndCond) {
  const Expression e = if_then_else(x > y, x - y, y - x);
  EXPECT_TRUE(is_if_then_else(e));
  EXPECT_TRUE(get_conditional_formula(e).EqualTo(x > y));
  EXPECT_TRUE(get_then_expression(e).EqualTo(x - y));
  EXPECT_TRUE(get_else_expression(e).EqualTo(y - x));
  EXPECT_EQ(e.Evaluate(Environment{{x_, 3.0}, {y_, 1.0}}), 2.0);
  EXPECT_EQ(e.Evaluate(Environment{{x_, 1.0}, {y_, 3.5}}), 2.5);
  EXPECT_EQ(e.to_string(), "(if (x > y) then (x - y) else (-x + y))");
  // cond() for double and for Expression.
  const double d = cond(false, 1.0, true, 2.0, 3.0);
  EXPECT_EQ(d, 2.0);
  const Expression c = cond(x<0.0, -1.0, x> 0.0, 1.0, 0.0);
  EXPECT_EQ(c.Evaluate(Environment{{x_, -5.0}}), -1.0);
  EXPECT_EQ(c.Evaluate(Environment{{x_, 5.0}}), 1.0);
  EXPECT_EQ(c.Evaluate(Environment{{x_, 0.0}}), 0.0);
  const Expression c2 = cond(x < y, x, y);
  EXPECT_EQ(c2.Evaluate(Environment{{x_, 4.0}, {y_, 2.0}}), 2.0);
}

TEST_F(FormulaTest, DrakeBoolOverMatrices) {
  const Vector3<Expression> v(x, y, z);
  const Vector3<Formula> positive =
      v.unaryExpr([](const Expression& e) { return e > 0.0; });
  const Formula all_positive = drake::all(positive);
  const Formula any_positive = drake::any(positive);
  const Formula none_positive = drake::none(positive);
  const Environment mixed{{x_, 1.0}, {y_, -1.0}, {z_, 2.0}};
  const Environment all_pos{{x_, 1.0}, {y_, 1.0}, {z_, 2.0}};
  EXPECT_FALSE(all_positive.Evaluate(mixed));
  EXPECT_TRUE(all_positive.Evaluate(all_pos));
  EXPECT_TRUE(any_positive.Evaluate(mixed));
  EXPECT_FALSE(none_positive.Evaluate(mixed));
  const std::function<Formula(const Expression&)> is_negative =
      [](const Expression& e) { return e < 0.0; };
  EXPECT_TRUE(drake::any_of(v, is_negative).Evaluate(mixed));
  EXPECT_FALSE(drake::all_of(v, is_negative).Evaluate(mixed));
  EXPECT_FALSE(drake::none_of(v, is_negative).Evaluate(mixed));
  EXPECT_TRUE(drake::none_of(v, is_negative).Evaluate(all_pos));
  // Empty matrices: all is True, any is False.
  EXPECT_TRUE(is_true(drake::all(VectorX<Formula>(0))));
  EXPECT_TRUE(is_false(drake::any(VectorX<Formula>(0))));
}

TEST(VariablesTest, SubsetAndSupersetOperations) {
  const Variable a("a"), b("b"), c("c"), d("d");
  const Variables ab{a, b};
  const Variables abc{a, b, c};
  EXPECT_TRUE(ab.IsSubsetOf(abc));
  EXPECT_TRUE(ab.IsStrictSubsetOf(abc));
  EXPECT_TRUE(abc.IsSupersetOf(ab));
  EXPECT_TRUE(abc.IsStrictSupersetOf(ab));
  EXPECT_TRUE(ab.IsSubsetOf(ab));
  EXPECT_FALSE(ab.IsStrictSubsetOf(ab));
  EXPECT_FALSE((Variables{a, d}).IsSubsetOf(abc));
  EXPECT_EQ(ab + Variables{c}, abc);
  EXPECT_EQ(abc - c, ab);
  EXPECT_EQ(abc - ab, Variables{c});
  EXPECT_EQ(d + ab, (Variables{a, b, d}));
  EXPECT_EQ(intersect(abc, Variables{b, c, d}), (Variables{b, c}));
  EXPECT_TRUE(ab < abc);  // Lexicographic: a prefix orders first.
  EXPECT_TRUE(abc.find(c) != abc.end());
  EXPECT_TRUE(ab.find(c) == ab.end());
  Variables m = abc;
  EXPECT_EQ(m.erase(ab), 2);
  EXPECT_EQ(m, Variables{c});
  EXPECT_EQ(std::hash<Variables>{}(ab),
            std::hash<Variables>{}(Variables{b, a}));
  EXPECT_EQ(fmt::format("{}", abc), "{a, b, c}");
}

TEST(MakeVariableTest, NamesTypesShapes) {
  const VectorX<Variable> v = MakeVectorContinuousVariable(3, "q");
  ASSERT_EQ(v.size(), 3);
  EXPECT_EQ(v(2).get_name(), "q(2)");
  EXPECT_EQ(v(0).get_type(), Variable::Type::CONTINUOUS);
  const auto fixed = MakeVectorVariable<2>("w", Variable::Type::INTEGER);
  static_assert(decltype(fixed)::RowsAtCompileTime == 2);
  EXPECT_EQ(fixed(1).get_type(), Variable::Type::INTEGER);
  const MatrixX<Variable> M = MakeMatrixBinaryVariable(2, 3, "B");
  ASSERT_EQ(M.rows(), 2);
  ASSERT_EQ(M.cols(), 3);
  EXPECT_EQ(M(1, 2).get_name(), "B(1, 2)");
  EXPECT_EQ(M(1, 2).get_type(), Variable::Type::BINARY);
  const auto F = MakeMatrixContinuousVariable<2, 2>("F");
  EXPECT_FALSE(F(0, 1).equal_to(F(1, 0)));
  EXPECT_EQ(MakeVectorBooleanVariable(1, "b")(0).get_type(),
            Variable::Type::BOOLEAN);
  EXPECT_EQ(Variables(v).size(), 3);
  // Without a type, the dynamic-size makers make CONTINUOUS variables.
  const VectorX<Variable> d = MakeVectorVariable(2, "d");
  ASSERT_EQ(d.size(), 2);
  EXPECT_EQ(d(1).get_name(), "d(1)");
  EXPECT_EQ(d(1).get_type(), Variable::Type::CONTINUOUS);
  const MatrixX<Variable> D = MakeMatrixVariable(2, 3, "D");
  ASSERT_EQ(D.cols(), 3);
  EXPECT_EQ(D(1, 2).get_name(), "D(1, 2)");
  EXPECT_EQ(D(1, 2).get_type(), Variable::Type::CONTINUOUS);
  DRAKE_EXPECT_THROWS_MESSAGE(
      MakeVectorVariable(-1, "n", Variable::Type::CONTINUOUS),
      ".*\"n\".*negative.*");
  // Environment from matrices.
  Environment env;
  env.insert(M.cast<Variable>(), Eigen::MatrixXd::Ones(2, 3));
  EXPECT_EQ(env.size(), 6);
  DRAKE_EXPECT_THROWS_MESSAGE(env.insert(M, Eigen::MatrixXd::Ones(3, 2)),
                              ".*2x3.*3x2.*");
  const Environment zeros{v(0), v(1)};
  EXPECT_EQ(zeros[v(1)], 0.0);
}

// Eigen matrices of expressions: products with double matrices, transpose,
// and evaluation match the double computation (a few roundings per entry:
// 1e-14 relative to the entries' scale of ~10).
TEST(ExpressionMatrixFunctionsTest, ProductsTransposeAndEvaluate) {
  const Vector3<Variable> q = MakeVectorVariable<3>("q");
  const Eigen::Matrix3d A =
      (Eigen::Matrix3d() << 1, 2, 3, -4, 5, 6, 7, -8, 9).finished();
  const Vector3<Expression> qe = q.cast<Expression>();
  const Vector3<Expression> Aq = A * qe;
  const Vector3<Expression> Aq_var = A * q;  // Variable ∘ double.
  const RowVector3<Expression> qT_A = qe.transpose() * A;
  const Expression quad = qe.transpose() * A * qe;
  const Matrix3<Expression> outer = qe * qe.transpose();
  const MatrixX<Expression> dyn_product =
      MatrixX<Expression>(qe).transpose() * Eigen::MatrixXd(A);
  Environment env;
  const Eigen::Vector3d qv(0.3, -1.2, 2.5);
  env.insert(q, qv);
  const double tol = 1e-14 * 10;
  EXPECT_TRUE(CompareMatrices(Evaluate(Aq, env), A * qv, tol));
  EXPECT_TRUE(CompareMatrices(Evaluate(Aq_var, env), A * qv, tol));
  EXPECT_TRUE(CompareMatrices(Evaluate(qT_A, env), qv.transpose() * A, tol));
  EXPECT_TRUE(
      CompareMatrices(Evaluate(dyn_product, env), qv.transpose() * A, tol));
  EXPECT_NEAR(quad.Evaluate(env), qv.dot(A * qv), tol);
  EXPECT_TRUE(CompareMatrices(Evaluate(outer, env), qv * qv.transpose(), tol));
  EXPECT_EQ(quad.GetVariables(), Variables(q));
  EXPECT_EQ(GetVariables(outer), Variables(q));
  EXPECT_EQ(GetDistinctVariables(outer), Variables(q));
  // The Jacobian of A q is A, exactly (coefficients are copied).
  const MatrixX<Expression> J = Jacobian(Aq, q);
  EXPECT_TRUE(CompareMatrices(ExtractDoubleOrThrow(J), Eigen::MatrixXd(A), 0));
  // ∂(qᵀ A q)/∂q = qᵀ(A + Aᵀ).
  const MatrixX<Expression> grad = quad.Jacobian(q);
  EXPECT_TRUE(CompareMatrices(Evaluate(grad, env),
                              qv.transpose() * (A + A.transpose()), tol));
  // Entrywise helpers.
  const Vector3<Expression> expanded = Expand(Vector3<Expression>(
      (qe(0) + 1) * (qe(0) - 1), qe(1), 2 * (qe(2) + qe(1))));
  EXPECT_TRUE(expanded(0).EqualTo(pow(qe(0), 2) - 1));
  const Vector3<Expression> dq0 = Differentiate(Aq, q(0));
  EXPECT_TRUE(
      CompareMatrices(ExtractDoubleOrThrow(dq0), Eigen::Vector3d(A.col(0)), 0));
  const Vector3<Expression> partial =
      EvaluatePartial(Aq, Environment{{q(0), 0.0}, {q(1), 0.0}});
  EXPECT_TRUE(partial(0).EqualTo(3 * qe(2)));
  // Unordered containers keyed by expressions.
  std::unordered_map<Expression, int> map{{qe(0) + qe(1), 1}};
  EXPECT_EQ(map.at(qe(1) + qe(0)), 1);
}

// ∀x. (x + y > 0): y is free, x is bound (substitution leaves it alone),
// evaluation throws (as Drake).
TEST(FormulaQuantifierTest, Forall) {
  const Variable x("x"), y("y");
  const Formula body = x + y > 0;
  const Formula f = forall({x}, body);
  EXPECT_TRUE(is_forall(f));
  EXPECT_EQ(get_quantified_variables(f), Variables({x}));
  EXPECT_TRUE(get_quantified_formula(f).EqualTo(body));
  EXPECT_EQ(f.GetFreeVariables(), Variables({y}));
  EXPECT_EQ(f.to_string(), "forall({x}. ((x + y) > 0))");
  EXPECT_TRUE(f.Substitute(x, 5.0).EqualTo(f));
  EXPECT_TRUE(get_quantified_formula(f.Substitute(y, 1.0)).EqualTo(x + 1 > 0));
  EXPECT_TRUE(forall({}, body).EqualTo(body));
  EXPECT_FALSE(f.EqualTo(forall({y}, body)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      f.Evaluate({{y, 1.0}}),
      ".*universally quantified.*cannot be evaluated.*");
}

// make_conjunction / make_disjunction over sets, with the identities of
// the empty set, evaluated against the double comparisons.
TEST(FormulaQuantifierTest, MakeConjunctionAndDisjunction) {
  const Variable x("x"), y("y");
  const std::set<Formula> set{x > 0, y > 0, x < y};
  const Formula all_of_them = make_conjunction(set);
  const Formula any_of_them = make_disjunction(set);
  EXPECT_TRUE(is_conjunction(all_of_them));
  EXPECT_TRUE(is_disjunction(any_of_them));
  for (const auto& [xv, yv] : std::vector<std::pair<double, double>>{
           {1, 2}, {2, 1}, {-1, 2}, {-2, -1}}) {
    const Environment env{{x, xv}, {y, yv}};
    EXPECT_EQ(all_of_them.Evaluate(env), xv > 0 && yv > 0 && xv < yv);
    EXPECT_EQ(any_of_them.Evaluate(env), xv > 0 || yv > 0 || xv < yv);
  }
  EXPECT_TRUE(is_true(make_conjunction({})));
  EXPECT_TRUE(is_false(make_disjunction({})));
  EXPECT_TRUE(is_false(make_conjunction({x > 0, Formula::False()})));
}

// positive_semidefinite needs a square symmetric matrix, or builds one from
// a triangle; it does not evaluate.
TEST(FormulaQuantifierTest, PositiveSemidefinite) {
  const Variable x("x"), y("y");
  Matrix2<Expression> m;
  m << x, y, y, 1.0;
  const Formula psd = positive_semidefinite(m);
  EXPECT_TRUE(is_positive_semidefinite(psd));
  EXPECT_EQ(psd.GetFreeVariables(), Variables({x, y}));
  EXPECT_TRUE(CheckStructuralEquality(get_matrix_in_positive_semidefinite(psd),
                                      MatrixX<Expression>(m)));
  EXPECT_EQ(psd.to_string(), "positive_semidefinite([[x, y], [y, 1]])");
  Matrix2<Expression> lower;
  lower << x, 0.0, y, 1.0;  // The upper entry is ignored.
  EXPECT_TRUE(positive_semidefinite(lower, Eigen::Lower).EqualTo(psd));
  EXPECT_TRUE(positive_semidefinite(
                  MatrixX<Expression>(lower).triangularView<Eigen::Lower>())
                  .EqualTo(psd));
  EXPECT_TRUE(
      positive_semidefinite(
          MatrixX<Expression>(lower.transpose()).triangularView<Eigen::Upper>())
          .EqualTo(psd));
  const Formula substituted = psd.Substitute(y, 2.0);
  EXPECT_EQ(get_matrix_in_positive_semidefinite(substituted)(0, 1).to_string(),
            "2");
  DRAKE_EXPECT_THROWS_MESSAGE(positive_semidefinite(lower),
                              ".*not symmetric.*");
  DRAKE_EXPECT_THROWS_MESSAGE(psd.Evaluate({{x, 1.0}, {y, 0.0}}),
                              ".*positive_semidefinite.*cannot be evaluated.*");
}

// VisitFormula calls the method named for the formula's kind.
class FormulaKindNamer {
 public:
  std::string VisitFalse(const Formula&) { return "False"; }
  std::string VisitTrue(const Formula&) { return "True"; }
  std::string VisitVariable(const Formula&) { return "Variable"; }
  std::string VisitEqualTo(const Formula&) { return "EqualTo"; }
  std::string VisitNotEqualTo(const Formula&) { return "NotEqualTo"; }
  std::string VisitGreaterThan(const Formula&) { return "GreaterThan"; }
  std::string VisitGreaterThanOrEqualTo(const Formula&) { return "Geq"; }
  std::string VisitLessThan(const Formula&) { return "LessThan"; }
  std::string VisitLessThanOrEqualTo(const Formula&) { return "Leq"; }
  std::string VisitConjunction(const Formula&) { return "Conjunction"; }
  std::string VisitDisjunction(const Formula&) { return "Disjunction"; }
  std::string VisitNegation(const Formula&) { return "Negation"; }
  std::string VisitForall(const Formula&) { return "Forall"; }
  std::string VisitIsnan(const Formula&) { return "Isnan"; }
  std::string VisitPositiveSemidefinite(const Formula&) { return "Psd"; }
};

TEST(FormulaQuantifierTest, Visitor) {
  const Variable x("x"), y("y"), b("b", Variable::Type::BOOLEAN);
  FormulaKindNamer namer;
  const auto name = [&namer](const Formula& f) {
    return VisitFormula<std::string>(&namer, f);
  };
  EXPECT_EQ(name(Formula::True()), "True");
  EXPECT_EQ(name(Formula(b)), "Variable");
  EXPECT_EQ(name(x <= y), "Leq");
  EXPECT_EQ(name(x > y && y > 0), "Conjunction");
  EXPECT_EQ(name(!(x == y)), "Negation");
  EXPECT_EQ(name(forall({x}, x > y)), "Forall");
  EXPECT_EQ(name(isnan(Expression(x))), "Isnan");
}

}  // namespace formula_test
}  // namespace symbolic
}  // namespace drake
