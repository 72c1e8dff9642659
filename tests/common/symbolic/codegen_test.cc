// CodeGen (codegen.h). The text is checked exactly against the examples of
// the header's documentation (the format Drake generates); then generated
// functions for scalars, a dense and a sparse matrix are compiled with the
// system's C++ compiler (the `_meta()` functions return braced lists, which
// is C++), run at random points, and compared with Expression::Evaluate.

#include "drake/common/symbolic/codegen.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/temp_directory.h"

namespace drake {
namespace symbolic {
namespace codegen_test {

class CodeGenTest : public ::testing::Test {
 protected:
  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
};

TEST_F(CodeGenTest, ScalarText) {
  EXPECT_EQ(CodeGen("f", {x_, y_}, 1 + sin(x_) + cos(y_)),
            "double f(const double* p) {\n"
            "    return (1 + sin(p[0]) + cos(p[1]));\n"
            "}\n"
            "typedef struct {\n"
            "    /* p: input, vector */\n"
            "    struct { int size; } p;\n"
            "} f_meta_t;\n"
            "f_meta_t f_meta() { return {{2}}; }\n");
  // a Variable or a double converts to an Expression.
  EXPECT_NE(CodeGen("f", {x_}, x_).find("return p[0];"), std::string::npos);
  EXPECT_NE(CodeGen("f", {}, 2.5).find("return 2.500000;"), std::string::npos);
  const CodeGenVisitor visitor({x_, y_, z_});
  // a variable is p[its index]; a constant (also an exponent) has six
  // decimals.
  EXPECT_EQ(visitor.CodeGen(z_), "p[2]");
  EXPECT_EQ(visitor.CodeGen(3.5), "3.500000");
  // sums and products: the constant first, unit coefficients and exponents
  // left out.
  EXPECT_EQ(visitor.CodeGen(2 + 3 * x_ - y_), "(2 + (3 * p[0]) + (-1 * p[1]))");
  EXPECT_EQ(visitor.CodeGen(-7 * x_ * x_ * y_),
            "(-7 * pow(p[0], 2.000000) * p[1])");
  EXPECT_EQ(visitor.CodeGen(x_ / (y_ + 1)), "(p[0] / (1 + p[1]))");
  EXPECT_EQ(visitor.CodeGen(abs(x_)), "fabs(p[0])");
  EXPECT_EQ(visitor.CodeGen(min(x_, y_)), "fmin(p[0], p[1])");
  EXPECT_EQ(visitor.CodeGen(max(x_, y_)), "fmax(p[0], p[1])");
  EXPECT_EQ(visitor.CodeGen(atan2(x_, y_)), "atan2(p[0], p[1])");
  EXPECT_EQ(visitor.CodeGen(pow(x_, y_)), "pow(p[0], p[1])");
  // numbers that the six-digit forms would round are printed exactly.
  EXPECT_EQ(visitor.CodeGen(0.1), "0.100000");  // the same decimal as 0.1.
  EXPECT_EQ(visitor.CodeGen(0.1234567), "0.1234567");
  EXPECT_EQ(visitor.CodeGen(1234567.5 * x_ + 0.1234567),
            "(0.1234567 + (1234567.5 * p[0]))");
}

TEST_F(CodeGenTest, ScalarRejects) {
  DRAKE_EXPECT_THROWS_MESSAGE(CodeGen("f", {x_}, x_ + z_),
                              ".*variable z is not one of the parameters.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      CodeGen("f", {x_, y_}, if_then_else(x_ > y_, x_, y_)),
      ".*if-then-else.*");
}

TEST_F(CodeGenTest, DenseText) {
  // the example of the header: column-major, then the same matrix
  // row-major.
  Eigen::Matrix<Expression, 2, 2, Eigen::ColMajor> M;
  M(0, 0) = 1.0;
  M(1, 0) = 3 + x_ + y_;
  M(0, 1) = 4 * y_;
  M(1, 1) = sin(x_);
  const std::string meta =
      "typedef struct {\n"
      "    /* p: input, vector */\n"
      "    struct { int size; } p;\n"
      "    /* m: output, matrix */\n"
      "    struct { int rows; int cols; } m;\n"
      "} f_meta_t;\n"
      "f_meta_t f_meta() { return {{2}, {2, 2}}; }\n";
  EXPECT_EQ(CodeGen("f", {x_, y_}, M),
            "void f(const double* p, double* m) {\n"
            "    m[0] = 1.000000;\n"
            "    m[1] = (3 + p[0] + p[1]);\n"
            "    m[2] = (4 * p[1]);\n"
            "    m[3] = sin(p[0]);\n"
            "}\n" +
                meta);
  const Eigen::Matrix<Expression, 2, 2, Eigen::RowMajor> M_row = M;
  EXPECT_EQ(CodeGen("f", {x_, y_}, M_row),
            "void f(const double* p, double* m) {\n"
            "    m[0] = 1.000000;\n"
            "    m[1] = (4 * p[1]);\n"
            "    m[2] = (3 + p[0] + p[1]);\n"
            "    m[3] = sin(p[0]);\n"
            "}\n" +
                meta);
}

TEST_F(CodeGenTest, SparseText) {
  // the example of the header: | x 0 0 0 z 0 |, | 0 0 y 0 0 0 |,
  // | 0 0 0 y 0 y |.
  Eigen::SparseMatrix<Expression> m(3, 6);
  m.insert(0, 0) = x_;
  m.insert(0, 4) = z_;
  m.insert(1, 2) = y_;
  m.insert(2, 3) = y_;
  m.insert(2, 5) = y_;
  DRAKE_EXPECT_THROWS_MESSAGE(
      CodeGen("f", {x_, y_, z_}, m),
      ".*3×6 sparse matrix for 'f' is not compressed.*");
  m.makeCompressed();
  EXPECT_EQ(CodeGen("f", {x_, y_, z_}, m),
            "void f(const double* p, int* outer_indices, int* inner_indices, "
            "double* values) {\n"
            "    outer_indices[0] = 0;\n"
            "    outer_indices[1] = 1;\n"
            "    outer_indices[2] = 1;\n"
            "    outer_indices[3] = 2;\n"
            "    outer_indices[4] = 3;\n"
            "    outer_indices[5] = 4;\n"
            "    outer_indices[6] = 5;\n"
            "    inner_indices[0] = 0;\n"
            "    inner_indices[1] = 1;\n"
            "    inner_indices[2] = 2;\n"
            "    inner_indices[3] = 0;\n"
            "    inner_indices[4] = 2;\n"
            "    values[0] = p[0];\n"
            "    values[1] = p[1];\n"
            "    values[2] = p[1];\n"
            "    values[3] = p[2];\n"
            "    values[4] = p[1];\n"
            "}\n"
            "typedef struct {\n"
            "    /* p: input, vector */\n"
            "    struct { int size; } p;\n"
            "    /* m: output, matrix */\n"
            "    struct {\n"
            "        int rows;\n"
            "        int cols;\n"
            "        int non_zeros;\n"
            "        int outer_indices;\n"
            "        int inner_indices;\n"
            "    } m;\n"
            "} f_meta_t;\n"
            "f_meta_t f_meta() { return {{3}, {3, 6, 5, 7, 5}}; }\n");
  // a row-major matrix, or a sparse expression, is first converted to a
  // compressed column-major one: the same text.
  const Eigen::SparseMatrix<Expression, Eigen::RowMajor> m_row = m;
  EXPECT_EQ(CodeGen("f", {x_, y_, z_}, m_row), CodeGen("f", {x_, y_, z_}, m));
  EXPECT_EQ(CodeGen("f", {x_, y_, z_}, m.transpose().transpose()),
            CodeGen("f", {x_, y_, z_}, m));
}

// Runs `command`, returning its standard output (empty on failure).
std::string RunAndRead(const std::string& command) {
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return output;
  char buffer[4096];
  size_t n = 0;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0) {
    output.append(buffer, n);
  }
  if (pclose(pipe) != 0) output.clear();
  return output;
}

TEST_F(CodeGenTest, CompiledCodeMatchesEvaluate) {
  if (std::system("c++ --version > /dev/null 2>&1") != 0) {
    GTEST_SKIP() << "no C++ compiler (c++) to compile the generated code";
  }
  const std::vector<Variable> parameters{x_, y_, z_};
  // every function CodeGen translates, and constants and coefficients that
  // the six-digit forms would round.
  const std::vector<Expression> scalars{
      1 + sin(x_) + cos(y_),
      pow(x_, 3) * y_ / (2 + z_) - 0.1234567 * exp(x_) + 1234567.5 * z_,
      atan2(x_, y_) + abs(z_ - 5) + min(x_, y_) * max(y_, z_) + ceil(x_) -
          floor(y_) + sqrt(z_ + 4) + log(z_ + 4) + tanh(x_) + sinh(y_) +
          cosh(z_) + tan(x_ / 3) + asin(x_ / 5) + acos(y_ / 5) + atan(z_),
      pow(z_ + 3, x_) + 0.1 / (1 + y_ * y_)};
  Eigen::Matrix<Expression, 2, 3, Eigen::RowMajor> dense;
  dense << x_ * y_, 2.5, sin(z_), -x_, y_ / 7, exp(-z_ * z_);
  Eigen::SparseMatrix<Expression> sparse(3, 4);
  sparse.insert(2, 0) = x_ + y_;
  sparse.insert(0, 1) = cos(z_);
  sparse.insert(1, 3) = 1.0 / 3.0;
  sparse.makeCompressed();

  // the generated functions, and a main() that prints their values at the
  // point (x, y, z) given on its command line.
  std::ostringstream source;
  source << "#include <math.h>\n#include <stdio.h>\n#include <stdlib.h>\n";
  for (size_t i = 0; i < scalars.size(); ++i) {
    source << CodeGen(fmt::format("scalar{}", i), parameters, scalars[i]);
  }
  source << CodeGen("dense", parameters, dense);
  source << CodeGen("sparse", parameters, sparse);
  source << "int main(int argc, char** argv) {\n"
            "  (void)argc;\n"
            "  double p[3];\n"
            "  for (int i = 0; i < 3; ++i) p[i] = strtod(argv[i + 1], 0);\n";
  for (size_t i = 0; i < scalars.size(); ++i) {
    source << fmt::format("  printf(\"%.17g\\n\", scalar{}(p));\n", i);
  }
  source << "  double m[6];\n"
            "  dense(p, m);\n"
            "  for (int i = 0; i < 6; ++i) printf(\"%.17g\\n\", m[i]);\n"
            "  sparse_meta_t meta = sparse_meta();\n"
            "  int outer[5], inner[3];\n"
            "  double values[3];\n"
            "  sparse(p, outer, inner, values);\n"
            "  printf(\"%d %d %d %d\\n\", meta.p.size, meta.m.rows, "
            "meta.m.cols, meta.m.non_zeros);\n"
            "  for (int i = 0; i < 3; ++i)\n"
            "    printf(\"%d %.17g\\n\", inner[i], values[i]);\n"
            "  return 0;\n"
            "}\n";
  const std::string dir = temp_directory();
  const std::string source_path = dir + "/generated.cc";
  const std::string program = dir + "/generated";
  std::ofstream(source_path) << source.str();
  ASSERT_EQ(
      std::system(
          fmt::format("c++ -O1 -o {} {} -lm", program, source_path).c_str()),
      0)
      << source.str();

  // Both sides evaluate the same libm functions on the same doubles, with
  // values below ~2e6 (the 1234567.5·z term): 1e-12 relative to the value
  // (or absolute below 1) leaves room for a compiler's different operation
  // order or contraction.
  const auto expect_near = [](double actual, double expected) {
    EXPECT_NEAR(actual, expected, 1e-12 * std::max(1.0, std::abs(expected)));
  };
  std::mt19937 generator(17);
  std::uniform_real_distribution<double> uniform(-1, 1);
  for (int trial = 0; trial < 5; ++trial) {
    const double xv = uniform(generator);
    const double yv = uniform(generator);
    const double zv = uniform(generator);
    const Environment env{{x_, xv}, {y_, yv}, {z_, zv}};
    std::istringstream output(RunAndRead(
        fmt::format("{} {:.17g} {:.17g} {:.17g}", program, xv, yv, zv)));
    for (const Expression& e : scalars) {
      double value{};
      ASSERT_TRUE(output >> value);
      expect_near(value, e.Evaluate(env));
    }
    // the row-major dense matrix, in storage order.
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 3; ++j) {
        double value{};
        ASSERT_TRUE(output >> value);
        expect_near(value, dense(i, j).Evaluate(env));
      }
    }
    int size{}, rows{}, cols{}, non_zeros{};
    ASSERT_TRUE(output >> size >> rows >> cols >> non_zeros);
    EXPECT_EQ(size, 3);
    EXPECT_EQ(rows, 3);
    EXPECT_EQ(cols, 4);
    EXPECT_EQ(non_zeros, 3);
    // stored entries in column order: (2, 0), (0, 1), (1, 3).
    const int expected_rows[] = {2, 0, 1};
    const Expression expected_values[] = {x_ + y_, cos(z_), 1.0 / 3.0};
    for (int k = 0; k < 3; ++k) {
      int row{};
      double value{};
      ASSERT_TRUE(output >> row >> value);
      EXPECT_EQ(row, expected_rows[k]);
      expect_near(value, expected_values[k].Evaluate(env));
    }
  }
}

}  // namespace codegen_test
}  // namespace symbolic
}  // namespace drake
