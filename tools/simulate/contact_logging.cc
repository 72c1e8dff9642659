#include "drake/tools/simulate/contact_logging.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <map>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/tools/simulate/output_file.h"

namespace drake {
namespace tools {
namespace simulate {

using multibody::BodyIndex;
using multibody::ContactResults;
using multibody::HydroelasticContactInfo;
using multibody::MultibodyPlant;
using multibody::PointPairContactInfo;

namespace {

// The compressive normal force of one contact (N): the force on B against
// the normal n̂_BA_W (out of B into A).
double NormalForce(const PointPairContactInfo<double>& info) {
  return -info.contact_force().dot(info.point_pair().nhat_BA_W);
}

// The compressive normal force of one hydroelastic contact (N): the force
// on A along the surface's area-weighted mean normal (out of B into A).
double NormalForce(const HydroelasticContactInfo<double>& info) {
  const auto& surface = info.contact_surface();
  Eigen::Vector3d n_W = Eigen::Vector3d::Zero();
  for (int f = 0; f < surface.num_faces(); ++f) {
    n_W += surface.area(f) * surface.face_normal(f);
  }
  if (n_W.norm() == 0) return 0.0;
  return info.F_Ac_W().translational().dot(n_W.normalized());
}

// The body of the collision geometry `id` (the world body if none has it).
BodyIndex BodyOfGeometry(const MultibodyPlant<double>& plant,
                         geometry::GeometryId id) {
  for (BodyIndex b(0); b < plant.num_bodies(); ++b) {
    const auto& ids = plant.GetCollisionGeometriesForBody(plant.get_body(b));
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) return b;
  }
  return BodyIndex(0);
}

std::string BodyName(const MultibodyPlant<double>& plant, BodyIndex index) {
  const auto& body = plant.get_body(index);
  return plant.GetModelInstanceName(body.model_instance()) + "::" + body.name();
}

}  // namespace

ContactSummary SummarizeContacts(const ContactResults<double>& results) {
  ContactSummary summary;
  summary.num_contacts =
      results.num_point_pair_contacts() + results.num_hydroelastic_contacts();
  for (int i = 0; i < results.num_point_pair_contacts(); ++i) {
    const auto& info = results.point_pair_contact_info(i);
    summary.total_normal_force += NormalForce(info);
    summary.max_penetration =
        std::max(summary.max_penetration, info.point_pair().depth);
  }
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    summary.total_normal_force +=
        NormalForce(results.hydroelastic_contact_info(i));
  }
  return summary;
}

std::vector<ContactPairRow> ContactRowsByBodyPair(
    const MultibodyPlant<double>& plant, const ContactResults<double>& results,
    double time) {
  std::vector<ContactPairRow> rows;
  // (A, B) → its row; pairs are few, so a small map is fine.
  std::map<std::pair<BodyIndex, BodyIndex>, int> row_of_pair;
  for (int i = 0; i < results.num_point_pair_contacts(); ++i) {
    const auto& info = results.point_pair_contact_info(i);
    const auto key = std::make_pair(info.bodyA_index(), info.bodyB_index());
    auto found = row_of_pair.find(key);
    if (found == row_of_pair.end()) {
      found = row_of_pair.emplace(key, static_cast<int>(rows.size())).first;
      ContactPairRow row;
      row.time = time;
      row.body_A = BodyName(plant, info.bodyA_index());
      row.body_B = BodyName(plant, info.bodyB_index());
      rows.push_back(std::move(row));
    }
    ContactPairRow& row = rows[found->second];
    ++row.num_points;
    row.normal_force += NormalForce(info);
    row.max_penetration =
        std::max(row.max_penetration, info.point_pair().depth);
    row.force_on_B_W += info.contact_force();
  }
  // Hydroelastic contacts: one "point" per surface, no penetration depth.
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const auto& info = results.hydroelastic_contact_info(i);
    const BodyIndex A = BodyOfGeometry(plant, info.contact_surface().id_M());
    const BodyIndex B = BodyOfGeometry(plant, info.contact_surface().id_N());
    const auto key = std::make_pair(A, B);
    auto found = row_of_pair.find(key);
    if (found == row_of_pair.end()) {
      found = row_of_pair.emplace(key, static_cast<int>(rows.size())).first;
      ContactPairRow row;
      row.time = time;
      row.body_A = BodyName(plant, A);
      row.body_B = BodyName(plant, B);
      rows.push_back(std::move(row));
    }
    ContactPairRow& row = rows[found->second];
    ++row.num_points;
    row.normal_force += NormalForce(info);
    row.force_on_B_W -= info.F_Ac_W().translational();
  }
  return rows;
}

ContactPairLogger::ContactPairLogger(const MultibodyPlant<double>& plant,
                                     double publish_period)
    : plant_(&plant) {
  if (!(publish_period >= 0)) {
    throw std::logic_error(fmt::format(
        "ContactPairLogger: the publish period must be >= 0 (s); got {}.",
        publish_period));
  }
  this->DeclareAbstractInputPort("contact_results",
                                 Value<ContactResults<double>>());
  this->DeclareVectorOutputPort("summary", 3, &ContactPairLogger::CalcSummary);
  // Per-context storage: a cache entry that depends on nothing is never
  // invalidated; the publish events append to it.
  rows_cache_index_ =
      this->DeclareCacheEntry(
              "contact pair rows",
              systems::ValueProducer(
                  []() {
                    return AbstractValue::Make(std::vector<ContactPairRow>());
                  },
                  [](const systems::ContextBase&, AbstractValue*) {}),
              {systems::SystemBase::nothing_ticket()})
          .cache_index();
  if (publish_period > 0) {
    this->DeclarePeriodicPublishEvent(publish_period, 0.0,
                                      &ContactPairLogger::Record);
  } else {
    this->DeclarePerStepPublishEvent(&ContactPairLogger::Record);
  }
  this->DeclareForcedPublishEvent(&ContactPairLogger::Record);
}

systems::EventStatus ContactPairLogger::Record(
    const systems::Context<double>& context) const {
  const auto& results =
      get_contact_results_input_port().Eval<ContactResults<double>>(context);
  auto& rows = this->get_cache_entry(rows_cache_index_)
                   .get_mutable_cache_entry_value(context)
                   .get_mutable_abstract_value()
                   .get_mutable_value<std::vector<ContactPairRow>>();
  std::vector<ContactPairRow> new_rows =
      ContactRowsByBodyPair(*plant_, results, context.get_time());
  rows.insert(rows.end(), std::make_move_iterator(new_rows.begin()),
              std::make_move_iterator(new_rows.end()));
  return systems::EventStatus::Succeeded();
}

void ContactPairLogger::CalcSummary(
    const systems::Context<double>& context,
    systems::BasicVector<double>* summary) const {
  const auto& results =
      get_contact_results_input_port().Eval<ContactResults<double>>(context);
  const ContactSummary sum = SummarizeContacts(results);
  summary->SetAtIndex(0, sum.num_contacts);
  summary->SetAtIndex(1, sum.total_normal_force);
  summary->SetAtIndex(2, sum.max_penetration);
}

const std::vector<ContactPairRow>& ContactPairLogger::FindRows(
    const systems::Context<double>& root_context) const {
  const systems::Context<double>& context =
      this->GetMyContextFromRoot(root_context);
  return this->get_cache_entry(rows_cache_index_)
      .get_mutable_cache_entry_value(context)
      .get_abstract_value()
      .get_value<std::vector<ContactPairRow>>();
}

void WriteContactPairsCsv(const std::string& filename,
                          const std::vector<ContactPairRow>& rows) {
  OutputFile file(filename);
  std::ostream& out = file.stream();
  out << "time,body_A,body_B,num_points,normal_force,max_penetration,"
         "force_on_B_W_x,force_on_B_W_y,force_on_B_W_z\n";
  for (const ContactPairRow& row : rows) {
    out << fmt::format("{:.9g},{},{},{},{:.9g},{:.9g},{:.9g},{:.9g},{:.9g}\n",
                       row.time, row.body_A, row.body_B, row.num_points,
                       row.normal_force, row.max_penetration,
                       row.force_on_B_W.x(), row.force_on_B_W.y(),
                       row.force_on_B_W.z());
  }
  file.Commit();
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
