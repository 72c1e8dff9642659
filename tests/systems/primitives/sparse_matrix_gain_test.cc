// SparseMatrixGain: y = D u against the dense product, the ports' sizes and
// feedthrough, set_D, AutoDiffXd gradients (∂y/∂u = D), bad input.

#include "drake/systems/primitives/sparse_matrix_gain.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {
namespace sparse_matrix_gain_test {

using Eigen::VectorXd;

// A 3×4 matrix with five stored entries, one of them an explicit zero.
Eigen::SparseMatrix<double> MakeD() {
  std::vector<Eigen::Triplet<double>> entries{
      {0, 0, 2.0}, {0, 3, -1.0}, {1, 1, 0.5}, {2, 0, 4.0}, {2, 2, 0.0}};
  Eigen::SparseMatrix<double> D(3, 4);
  D.setFromTriplets(entries.begin(), entries.end());
  return D;
}

TEST(SparseMatrixGainTest, PortsAndProduct) {
  SparseMatrixGain<double> dut(MakeD());
  EXPECT_EQ(dut.get_input_port().get_name(), "u");
  EXPECT_EQ(dut.get_output_port().get_name(), "y");
  EXPECT_EQ(dut.get_input_port().size(), 4);
  EXPECT_EQ(dut.get_output_port().size(), 3);
  EXPECT_TRUE(dut.HasDirectFeedthrough(0, 0));
  auto context = dut.CreateDefaultContext();
  const VectorXd u = (VectorXd(4) << 1.0, -2.0, 3.0, 0.25).finished();
  dut.get_input_port().FixValue(context.get(), u);
  // small dyadic values: the sparse and dense products agree exactly.
  const Eigen::MatrixXd dense = MakeD().toDense();
  EXPECT_EQ(dut.get_output_port().Eval(*context), VectorXd(dense * u));
  EXPECT_EQ(dut.get_output_port().Eval(*context),
            (VectorXd(3) << 1.75, -1.0, 4.0).finished());

  // set_D: same shape, new values.
  Eigen::SparseMatrix<double> D2(3, 4);
  D2.insert(1, 3) = 8.0;
  dut.set_D(D2);
  EXPECT_EQ(dut.D().nonZeros(), 1);
  dut.get_input_port().FixValue(context.get(), u);
  EXPECT_EQ(dut.get_output_port().Eval(*context),
            (VectorXd(3) << 0.0, 2.0, 0.0).finished());
}

// ∂y/∂u = D: the gradient rows are D's rows.
TEST(SparseMatrixGainTest, AutoDiffXd) {
  const SparseMatrixGain<double> dut(MakeD());
  std::unique_ptr<SparseMatrixGain<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->D().nonZeros(), dut.D().nonZeros());
  auto context = ad->CreateDefaultContext();
  VectorX<AutoDiffXd> u(4);
  for (int i = 0; i < 4; ++i) u[i] = AutoDiffXd(i, VectorXd::Unit(4, i));
  ad->get_input_port().FixValue(context.get(), u);
  const VectorX<AutoDiffXd> y = ad->get_output_port().Eval(*context);
  const Eigen::MatrixXd dense = MakeD().toDense();
  for (int r = 0; r < 3; ++r) {
    EXPECT_EQ(y[r].derivatives(), VectorXd(dense.row(r).transpose()));
  }
}

TEST(SparseMatrixGainTest, BadInput) {
  SparseMatrixGain<double> dut(MakeD());
  dut.set_name("gain");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_D(Eigen::SparseMatrix<double>(4, 3)),
      "SparseMatrixGain 'gain': set_D\\(\\) got a 4×3 matrix; the ports need "
      "3×4.");
  // an unconnected input is the framework's clear error, not a crash.
  auto context = dut.CreateDefaultContext();
  EXPECT_THROW(dut.get_output_port().Eval(*context), std::exception);
}

}  // namespace sparse_matrix_gain_test
}  // namespace systems
}  // namespace drake
