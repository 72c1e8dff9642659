#pragma once

/// @file
/// The `contact_results` logging signal of the simulate tool: per sample,
/// the plant's contacts summed up (how many, the total normal force, the
/// deepest penetration), and one row per pair of bodies in contact.

#include <iosfwd>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "drake/multibody/plant/contact_results.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace tools {
namespace simulate {

/// The contacts of one ContactResults, summed up.
struct ContactSummary {
  /// Number of contacts: point pairs plus hydroelastic contact surfaces.
  int num_contacts{0};
  /// Σ of the normal (compressive) component of each contact force (N):
  /// fₙ = −f_Bc_W · n̂_BA_W, where f_Bc_W is the force on body B and n̂_BA_W
  /// the contact normal pointing out of B into A (for a contact surface,
  /// its area-weighted mean face normal).
  double total_normal_force{0};
  /// The largest penetration depth among the point contacts (m; 0 without
  /// point contact; contact surfaces have no depth).
  double max_penetration{0};
};

/// Sums up `results` (see ContactSummary).
ContactSummary SummarizeContacts(
    const multibody::ContactResults<double>& results);

/// The contacts between one pair of bodies at one sample time.
struct ContactPairRow {
  double time{0};
  /// The bodies, "model::body", in the order of the plant's contact results
  /// (the force is the one on body B).
  std::string body_A;
  std::string body_B;
  /// Point contacts plus contact surfaces between the pair.
  int num_points{0};
  /// Σ fₙ over the pair's contact points (N; see ContactSummary).
  double normal_force{0};
  double max_penetration{0};
  /// Σ f_Bc_W over the pair's points: the net contact force on B, in World
  /// (N).
  Eigen::Vector3d force_on_B_W{Eigen::Vector3d::Zero()};
};

/// Groups `results` by body pair (pairs in order of first appearance).
std::vector<ContactPairRow> ContactRowsByBodyPair(
    const multibody::MultibodyPlant<double>& plant,
    const multibody::ContactResults<double>& results, double time);

/// A sink for the plant's contact results (abstract input
/// "contact_results"), recording on each publish (every `publish_period`
/// seconds, or every step if it is 0, and on forced publishes) the
/// summary (output port "summary": [num_contacts, total_normal_force,
/// max_penetration], for a VectorLogSink) and the per-pair rows. The rows
/// live in the context (a never-invalidated cache entry, as VectorLogSink
/// does), so each context has its own log.
class ContactPairLogger final : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ContactPairLogger);

  /// @param plant the (finalized) plant whose contact results are fed in;
  ///   aliased for body names, must outlive this system.
  /// @throws std::logic_error if publish_period < 0.
  ContactPairLogger(const multibody::MultibodyPlant<double>& plant,
                    double publish_period);

  const systems::InputPort<double>& get_contact_results_input_port() const {
    return this->get_input_port(0);
  }
  /// The summary vector (3 entries, see above), computed from the input.
  const systems::OutputPort<double>& get_summary_output_port() const {
    return this->get_output_port(0);
  }
  /// The rows recorded so far in the context of this system found in
  /// `root_context`.
  const std::vector<ContactPairRow>& FindRows(
      const systems::Context<double>& root_context) const;

  /// The names of the summary entries (CSV columns).
  static std::vector<std::string> summary_names() {
    return {"num_contacts", "total_normal_force", "max_penetration"};
  }

 private:
  systems::EventStatus Record(const systems::Context<double>& context) const;
  void CalcSummary(const systems::Context<double>& context,
                   systems::BasicVector<double>* summary) const;

  const multibody::MultibodyPlant<double>* plant_;
  systems::CacheIndex rows_cache_index_;
};

/// Writes `rows` as CSV to `filename`, with the header "time,body_A,body_B,
/// num_points,normal_force,max_penetration,force_on_B_W_x,force_on_B_W_y,
/// force_on_B_W_z" (9 significant digits).
/// @throws std::runtime_error naming the file if it cannot be written.
void WriteContactPairsCsv(const std::string& filename,
                          const std::vector<ContactPairRow>& rows);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
