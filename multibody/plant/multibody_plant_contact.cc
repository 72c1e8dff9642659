// MultibodyPlant's contact pipeline: the geometry query's point pairs, the
// contact pairs with their combined material parameters, and the compliant
// point contact of continuous plants (Hunt–Crossley normal force, Stribeck
// regularized Coulomb friction), with the contact_results port. The discrete
// step's contact solver consumes the same contact pairs.

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph_inspector.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

using geometry::GeometryId;
using geometry::PenetrationAsPointPair;
using internal::PointContactPair;

namespace {

// Smooth step from 0 at x = 0 to 1 at x = 1 with zero first and second
// derivatives at both ends: x³(10 − 15x + 6x²).
template <typename T>
T Step5(const T& x) {
  const T x3 = x * x * x;
  return x3 * (10.0 + x * (6.0 * x - 15.0));
}

// Stribeck friction coefficient at slip speed s (in units of the stiction
// tolerance): rises smoothly from 0 to μs over [0, 1], then falls smoothly
// to μd over [1, 3], and stays μd beyond.
template <typename T>
T StribeckFriction(const T& s, const T& mu_s, const T& mu_d) {
  if (s >= 3.0) return mu_d;
  if (s >= 1.0) return mu_s - (mu_s - mu_d) * Step5<T>((s - 1.0) / 2.0);
  return mu_s * Step5<T>(s);
}

}  // namespace

template <typename T>
void MultibodyPlant<T>::EstimatePointContactParameters() {
  // Drake's heuristic: the heaviest body (mass m) resting on a contact
  // modeled as a critically damped oscillator. k = m·g/δ rests it at
  // penetration δ; tc = 1/ω with ω = sqrt(k/m) is the contact time scale;
  // the Hunt–Crossley dissipation (1/velocity) is d = ζ·tc/δ with ζ = 1.
  double mass = 0;
  for (BodyIndex b(0); b < num_bodies(); ++b) {
    const double m = get_body(b).default_mass();
    if (std::isfinite(m)) mass = std::max(mass, m);
  }
  const Vector3<double> g_W = gravity_field().gravity_vector();
  const double g = g_W.norm() > 0 ? g_W.norm() : 9.81;
  const double delta = penetration_allowance_;
  if (mass <= 0) mass = 1.0;  // Only massless bodies: any scale will do.
  const double stiffness = mass * g / delta;
  const double omega = std::sqrt(stiffness / mass);
  const double time_scale = 1.0 / omega;
  const double damping_ratio = 1.0;
  penalty_.geometry_stiffness = 2.0 * stiffness;
  penalty_.dissipation = damping_ratio * time_scale / delta;
  penalty_.time_scale = time_scale;
}

template <typename T>
double MultibodyPlant<T>::get_contact_penalty_method_time_scale() const {
  ThrowIfNotFinalized("get_contact_penalty_method_time_scale");
  return penalty_.time_scale;
}

template <typename T>
bool MultibodyPlant<T>::HasContactGeometry() const {
  return scene_graph_data_.num_collision_geometries > 0;
}

template <typename T>
void MultibodyPlant<T>::DeclareContactCacheAndPorts() {
  // SceneGraph's query port is a live view that depends on nothing (so it
  // adds no feedthrough); as in Drake, the plant's point pairs are
  // recomputed when its own configuration (q, parameters) changes, since
  // that is what moves its geometry.
  const systems::DependencyTicket query_ticket =
      this->input_port_ticket(scene_graph_data_.geometry_query_port);
  point_pairs_cache_ = &this->DeclareCacheEntry(
      "point pair penetrations", std::vector<PenetrationAsPointPair<T>>(),
      &MultibodyPlant<T>::CalcPointPairPenetrations,
      {query_ticket,
       is_discrete()
           ? this->discrete_state_ticket(systems::DiscreteStateIndex(0))
           : this->q_ticket(),
       this->all_parameters_ticket()});
  std::set<systems::DependencyTicket> kinematics = {
      is_discrete()
          ? this->discrete_state_ticket(systems::DiscreteStateIndex(0))
          : this->kinematics_ticket(),
      this->all_parameters_ticket()};
  std::set<systems::DependencyTicket> pair_tickets = kinematics;
  pair_tickets.insert(point_pairs_cache_->ticket());
  contact_pairs_cache_ = &this->DeclareCacheEntry(
      "contact pairs", std::vector<PointContactPair<T>>(),
      &MultibodyPlant<T>::CalcContactPairs, pair_tickets);
  std::set<systems::DependencyTicket> results_tickets = kinematics;
  results_tickets.insert(contact_pairs_cache_->ticket());
  ContactResults<T> model_results;
  model_results.set_plant(this);
  contact_results_cache_ = &this->DeclareCacheEntry(
      "contact results (continuous)", model_results,
      &MultibodyPlant<T>::CalcContactResultsContinuous, results_tickets);
  std::set<systems::DependencyTicket> port_tickets;
  if (has_sampled_output_ports()) {
    port_tickets = {this->abstract_state_ticket(sample_state_index_)};
  } else {
    port_tickets = {this->all_sources_ticket()};
  }
  contact_results_port_ =
      this->DeclareAbstractOutputPort(
              "contact_results",
              [this]() {
                ContactResults<T> empty;
                empty.set_plant(this);
                return AbstractValue::Make(empty);
              },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                out->get_mutable_value<ContactResults<T>>() =
                    EvalContactResultsForOutput(context);
              },
              port_tickets)
          .get_index();
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_contact_results_output_port() const {
  ThrowIfNotFinalized("get_contact_results_output_port");
  return this->get_output_port(contact_results_port_);
}

template <typename T>
const std::vector<PenetrationAsPointPair<T>>&
MultibodyPlant<T>::EvalPointPairPenetrations(
    const systems::Context<T>& context) const {
  return point_pairs_cache_
      ->template Eval<std::vector<PenetrationAsPointPair<T>>>(context);
}

template <typename T>
void MultibodyPlant<T>::CalcPointPairPenetrations(
    const systems::Context<T>& context,
    std::vector<PenetrationAsPointPair<T>>* pairs) const {
  pairs->clear();
  if (!HasContactGeometry()) return;
  if (contact_model_ == ContactModel::kHydroelastic) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}': the contact model is kHydroelastic, which is "
        "not supported; use kPoint (or kHydroelasticWithFallback, which uses "
        "point contact for every pair here).",
        this->get_name()));
  }
  const systems::InputPort<T>& port = get_geometry_query_input_port();
  if (!port.HasValue(context)) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}' has {} collision geometries registered with "
        "SceneGraph, but its geometry_query input port is not connected; "
        "connect it to SceneGraph's query output port (as "
        "AddMultibodyPlantSceneGraph() does) so that contact can be computed.",
        this->get_name(), scene_graph_data_.num_collision_geometries));
  }
  const auto& query_object =
      port.template Eval<geometry::QueryObject<T>>(context);
  // Written into the cache entry's own vector: no allocation once it has
  // held as many pairs.
  geometry::internal::ComputePointPairPenetration(query_object, pairs);
}

template <typename T>
const std::vector<PointContactPair<T>>& MultibodyPlant<T>::EvalContactPairs(
    const systems::Context<T>& context) const {
  return contact_pairs_cache_->template Eval<std::vector<PointContactPair<T>>>(
      context);
}

template <typename T>
void MultibodyPlant<T>::CalcContactPairs(
    const systems::Context<T>& context,
    std::vector<PointContactPair<T>>* pairs) const {
  pairs->clear();
  const auto& penetrations = EvalPointPairPenetrations(context);
  if (penetrations.empty()) return;
  const auto& inspector = EvalSceneGraphInspector(context);
  namespace g = geometry::internal;
  // A geometry's material: friction (required), stiffness and dissipation
  // (penetration-allowance defaults), relaxation time (NaN if absent).
  struct Material {
    CoulombFriction<double> friction;
    double stiffness;
    double dissipation;
    double relaxation_time;
  };
  // The property names as strings once (the lookups take std::string;
  // the longer names would allocate on every call).
  static const std::string kMaterial(g::kMaterialGroup);
  static const std::string kFriction(g::kFriction);
  static const std::string kPointStiffness(g::kPointStiffness);
  static const std::string kHcDissipation(g::kHcDissipation);
  static const std::string kRelaxationTime(g::kRelaxationTime);
  auto material = [&](GeometryId id) {
    const geometry::ProximityProperties* props =
        inspector.GetProximityProperties(id);
    // The body's name, for messages only.
    auto body_name = [&]() {
      const RigidBody<T>* body = GetBodyFromFrameId(inspector.GetFrameId(id));
      return body != nullptr ? body->scoped_name() : std::string("?");
    };
    if (props == nullptr || !props->HasProperty(kMaterial, kFriction)) {
      throw std::logic_error(fmt::format(
          "MultibodyPlant '{}': the collision geometry '{}' of body '{}' has "
          "no ('{}', '{}') proximity property; register collision geometry "
          "with a CoulombFriction or with properties that include it.",
          this->get_name(), inspector.GetName(id), body_name(),
          g::kMaterialGroup, g::kFriction));
    }
    Material m;
    m.friction = props->template GetProperty<CoulombFriction<double>>(
        kMaterial, kFriction);
    m.stiffness = props->template GetPropertyOrDefault<double>(
        kMaterial, kPointStiffness, penalty_.geometry_stiffness);
    m.dissipation = props->template GetPropertyOrDefault<double>(
        kMaterial, kHcDissipation, penalty_.dissipation);
    m.relaxation_time = props->template GetPropertyOrDefault<double>(
        kMaterial, kRelaxationTime, std::numeric_limits<double>::quiet_NaN());
    if (!(m.stiffness > 0) || !(m.dissipation >= 0)) {
      throw std::logic_error(fmt::format(
          "MultibodyPlant '{}': the collision geometry '{}' of body '{}' has "
          "point_contact_stiffness {} and hunt_crossley_dissipation {}; "
          "expected a positive stiffness and a non-negative dissipation.",
          this->get_name(), inspector.GetName(id), body_name(), m.stiffness,
          m.dissipation));
    }
    return m;
  };
  pairs->reserve(penetrations.size());
  for (const PenetrationAsPointPair<T>& pp : penetrations) {
    const RigidBody<T>* body_A =
        GetBodyFromFrameId(inspector.GetFrameId(pp.id_A));
    const RigidBody<T>* body_B =
        GetBodyFromFrameId(inspector.GetFrameId(pp.id_B));
    if (body_A == nullptr || body_B == nullptr) {
      // Geometry of another source: not this plant's contact.
      continue;
    }
    const Material mA = material(pp.id_A);
    const Material mB = material(pp.id_B);
    PointContactPair<T> pair;
    pair.point_pair = pp;
    pair.body_A = body_A->index();
    pair.body_B = body_B->index();
    const double kA = mA.stiffness;
    const double kB = mB.stiffness;
    const double wA = kA / (kA + kB);
    const double wB = kB / (kA + kB);
    pair.p_WC = wA * pp.p_WCa + wB * pp.p_WCb;
    pair.phi0 = -pp.depth;
    pair.stiffness = kA * kB / (kA + kB);
    pair.dissipation = wB * mA.dissipation + wA * mB.dissipation;
    pair.relaxation_time = mA.relaxation_time + mB.relaxation_time;
    const CoulombFriction<double> mu =
        CalcContactFrictionFromSurfaceProperties(mA.friction, mB.friction);
    pair.static_friction = mu.static_friction();
    pair.dynamic_friction = mu.dynamic_friction();
    pairs->push_back(pair);
  }
}

template <typename T>
const ContactResults<T>& MultibodyPlant<T>::EvalContactResultsContinuous(
    const systems::Context<T>& context) const {
  return contact_results_cache_->template Eval<ContactResults<T>>(context);
}

template <typename T>
void MultibodyPlant<T>::CalcContactResultsContinuous(
    const systems::Context<T>& context, ContactResults<T>* results) const {
  results->Clear();
  results->set_plant(this);
  if (is_discrete() || !HasContactGeometry()) return;
  const auto& pairs = EvalContactPairs(context);
  if (pairs.empty()) return;
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  const double vs = stiction_tolerance_;
  for (const PointContactPair<T>& pair : pairs) {
    const internal::MobodIndex mA = tree_->body_mobod(pair.body_A);
    const internal::MobodIndex mB = tree_->body_mobod(pair.body_B);
    // Velocities of the points Ac of A and Bc of B coincident with C.
    const Vector3<T> p_AoC_W = pair.p_WC - pc.get_X_WB(mA).translation();
    const Vector3<T> p_BoC_W = pair.p_WC - pc.get_X_WB(mB).translation();
    const Vector3<T> v_WAc = vc.get_V_WB(mA).Shift(p_AoC_W).translational();
    const Vector3<T> v_WBc = vc.get_V_WB(mB).Shift(p_BoC_W).translational();
    const Vector3<T> v_BcAc_W = v_WAc - v_WBc;
    const Vector3<T>& nhat_BA_W = pair.point_pair.nhat_BA_W;
    // Separation speed (positive when A moves away from B along nhat_BA).
    const T vn = v_BcAc_W.dot(nhat_BA_W);
    const T x = pair.point_pair.depth;
    const T xdot = -vn;
    // Hunt–Crossley: fn = k·x·(1 + d·ẋ), never pulling.
    using std::max;
    T fn = pair.stiffness * x * (1.0 + pair.dissipation * xdot);
    if (fn < 0) fn = 0;
    const Vector3<T> vt_W = v_BcAc_W - vn * nhat_BA_W;
    const T slip2 = vt_W.squaredNorm();
    T slip(0);
    Vector3<T> ft_A_W = Vector3<T>::Zero();
    if (slip2 > 1e-28) {  // Below 1e-14 m/s the friction is 0 to any order.
      using std::sqrt;
      slip = sqrt(slip2);
      const T mu = StribeckFriction<T>(slip / vs, T(pair.static_friction),
                                       T(pair.dynamic_friction));
      ft_A_W = -(mu * fn / slip) * vt_W;
    }
    const Vector3<T> f_Ac_W = fn * nhat_BA_W + ft_A_W;
    results->AddContactInfo(PointPairContactInfo<T>(pair.body_A, pair.body_B,
                                                    -f_Ac_W, pair.p_WC, vn,
                                                    slip, pair.point_pair));
  }
}

template <typename T>
void MultibodyPlant<T>::AddContactResultsForces(
    const systems::Context<T>& context, const ContactResults<T>& results,
    MultibodyForces<T>* forces) const {
  if (results.num_point_pair_contacts() == 0) return;
  const auto& pc = tree_->EvalPositionKinematics(context);
  auto& F = forces->mutable_body_forces();
  for (int i = 0; i < results.num_point_pair_contacts(); ++i) {
    const PointPairContactInfo<T>& info = results.point_pair_contact_info(i);
    const Vector3<T>& f_Bc_W = info.contact_force();
    const Vector3<T>& p_WC = info.contact_point();
    const BodyIndex A = info.bodyA_index();
    const BodyIndex B = info.bodyB_index();
    // The force at C shifted to each body origin: τ_Bo = p_BoC × f.
    const Vector3<T> p_AoC_W =
        p_WC - pc.get_X_WB(tree_->body_mobod(A)).translation();
    const Vector3<T> p_BoC_W =
        p_WC - pc.get_X_WB(tree_->body_mobod(B)).translation();
    F[A] += SpatialForce<T>(p_AoC_W.cross(-f_Bc_W), -f_Bc_W);
    F[B] += SpatialForce<T>(p_BoC_W.cross(f_Bc_W), f_Bc_W);
  }
}

template <typename T>
void MultibodyPlant<T>::CalcGeneralizedContactForces(
    const systems::Context<T>& context, const ContactResults<T>& results,
    VectorX<T>* tau) const {
  tau->setZero(num_velocities());
  if (results.num_point_pair_contacts() == 0) return;
  MultibodyForces<T> forces(num_bodies(), num_velocities());
  forces.SetZero();
  AddContactResultsForces(context, results, &forces);
  CalcGeneralizedForces(context, forces, tau);
}

template <typename T>
const ContactResults<T>& MultibodyPlant<T>::EvalContactResultsForOutput(
    const systems::Context<T>& context) const {
  // Discrete plants report the contact of their step (sampled, or of the
  // step the current state would take).
  if (const Sample* sample = GetSampleOrNull(context)) {
    return sample->contact_results;
  }
  return EvalContactResultsContinuous(context);
}

#define MALLARD_INSTANTIATE_CONTACT_MEMBERS(T)                                \
  template void MultibodyPlant<T>::EstimatePointContactParameters();          \
  template double MultibodyPlant<T>::get_contact_penalty_method_time_scale()  \
      const;                                                                  \
  template bool MultibodyPlant<T>::HasContactGeometry() const;                \
  template void MultibodyPlant<T>::DeclareContactCacheAndPorts();             \
  template const systems::OutputPort<T>&                                      \
  MultibodyPlant<T>::get_contact_results_output_port() const;                 \
  template const std::vector<PenetrationAsPointPair<T>>&                      \
  MultibodyPlant<T>::EvalPointPairPenetrations(const systems::Context<T>&)    \
      const;                                                                  \
  template void MultibodyPlant<T>::CalcPointPairPenetrations(                 \
      const systems::Context<T>&, std::vector<PenetrationAsPointPair<T>>*)    \
      const;                                                                  \
  template const std::vector<PointContactPair<T>>&                            \
  MultibodyPlant<T>::EvalContactPairs(const systems::Context<T>&) const;      \
  template void MultibodyPlant<T>::CalcContactPairs(                          \
      const systems::Context<T>&, std::vector<PointContactPair<T>>*) const;   \
  template const ContactResults<T>&                                           \
  MultibodyPlant<T>::EvalContactResultsContinuous(const systems::Context<T>&) \
      const;                                                                  \
  template void MultibodyPlant<T>::CalcContactResultsContinuous(              \
      const systems::Context<T>&, ContactResults<T>*) const;                  \
  template void MultibodyPlant<T>::AddContactResultsForces(                   \
      const systems::Context<T>&, const ContactResults<T>&,                   \
      MultibodyForces<T>*) const;                                             \
  template void MultibodyPlant<T>::CalcGeneralizedContactForces(              \
      const systems::Context<T>&, const ContactResults<T>&, VectorX<T>*)      \
      const;                                                                  \
  template const ContactResults<T>&                                           \
  MultibodyPlant<T>::EvalContactResultsForOutput(const systems::Context<T>&)  \
      const;

MALLARD_INSTANTIATE_CONTACT_MEMBERS(double)
MALLARD_INSTANTIATE_CONTACT_MEMBERS(AutoDiffXd)

template class ContactResults<double>;
template class ContactResults<AutoDiffXd>;
template class PointPairContactInfo<double>;
template class PointPairContactInfo<AutoDiffXd>;

}  // namespace multibody
}  // namespace drake
