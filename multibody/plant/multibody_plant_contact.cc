// MultibodyPlant's contact pipeline: the geometry query's point pairs and
// hydroelastic contact surfaces, the contact pairs with their combined
// material parameters (one per point pair, and for discrete plants one per
// contact-surface face), and the contact of continuous plants (compliant
// point contact: Hunt–Crossley normal force, Stribeck regularized Coulomb
// friction; hydroelastic: tractions integrated over the surfaces), with the
// contact_results port. The discrete step's contact solver consumes the
// contact pairs.

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
#include "drake/multibody/plant/stage_profile.h"

namespace drake {
namespace multibody {

using geometry::ContactSurface;
using geometry::GeometryId;
using geometry::PenetrationAsPointPair;
using internal::HydroelasticContactData;
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

// atan(x)/x from x², finite and smooth at x = 0 (a Taylor series below
// x = 0.12, where its truncation error is below 1e-16).
template <typename T>
T AtanXOverXFromXSquared(const T& x2) {
  if (x2 <= 0.12 * 0.12) {
    return 1.0 -
           x2 * (1.0 / 3.0 - x2 * (1.0 / 5.0 - x2 * (1.0 / 7.0 - x2 / 9.0)));
  }
  using std::atan;
  using std::sqrt;
  const T x = sqrt(x2);
  return atan(x) / x;
}

// The combined parameters of a hydroelastic pair of geometries M and N, as
// Drake combines them: Hunt–Crossley dissipation d (s/m), each geometry's
// "hunt_crossley_dissipation" (default `default_dissipation`) weighted by
// the other's hydroelastic modulus (a rigid geometry's modulus is infinite,
// so a compliant–rigid pair takes the compliant geometry's d); relaxation
// time τ = τ_M + τ_N (s, default 0.1 each; used by kSap only); friction μ,
// the combined dynamic coefficient.
struct HydroelasticPairParameters {
  double dissipation{0};
  double relaxation_time{0};
  double friction{0};
};

template <typename T>
HydroelasticPairParameters CalcHydroelasticPairParameters(
    const MultibodyPlant<T>& plant,
    const geometry::SceneGraphInspector<T>& inspector, GeometryId id_M,
    GeometryId id_N, double default_dissipation) {
  namespace g = geometry::internal;
  static const std::string kMaterial(g::kMaterialGroup);
  static const std::string kFriction(g::kFriction);
  static const std::string kHcDissipation(g::kHcDissipation);
  static const std::string kRelaxationTime(g::kRelaxationTime);
  static const std::string kHydro(g::kHydroGroup);
  static const std::string kElastic(g::kElastic);
  static const std::string kComplianceType(g::kComplianceType);
  constexpr double kInf = std::numeric_limits<double>::infinity();
  struct Material {
    CoulombFriction<double> friction;
    double dissipation;
    double relaxation_time;
    double modulus;
  };
  auto material = [&](GeometryId id) {
    const geometry::ProximityProperties* props =
        inspector.GetProximityProperties(id);
    if (props == nullptr || !props->HasProperty(kMaterial, kFriction)) {
      const RigidBody<T>* body =
          plant.GetBodyFromFrameId(inspector.GetFrameId(id));
      throw std::logic_error(fmt::format(
          "MultibodyPlant '{}': the collision geometry '{}' of body '{}' has "
          "no ('{}', '{}') proximity property; register collision geometry "
          "with a CoulombFriction or with properties that include it.",
          plant.get_name(), inspector.GetName(id),
          body != nullptr ? body->scoped_name().to_string() : std::string("?"),
          g::kMaterialGroup, g::kFriction));
    }
    Material m;
    m.friction = props->template GetProperty<CoulombFriction<double>>(
        kMaterial, kFriction);
    m.dissipation = props->template GetPropertyOrDefault<double>(
        kMaterial, kHcDissipation, default_dissipation);
    m.relaxation_time = props->template GetPropertyOrDefault<double>(
        kMaterial, kRelaxationTime, 0.1);
    const bool rigid =
        props->template GetPropertyOrDefault<g::HydroelasticType>(
            kHydro, kComplianceType, g::HydroelasticType::kUndefined) ==
        g::HydroelasticType::kRigid;
    m.modulus = rigid ? kInf
                      : props->template GetPropertyOrDefault<double>(
                            kHydro, kElastic, kInf);
    return m;
  };
  const Material mM = material(id_M);
  const Material mN = material(id_N);
  HydroelasticPairParameters p;
  if (mM.modulus == kInf) {
    p.dissipation = mN.dissipation;
  } else if (mN.modulus == kInf) {
    p.dissipation = mM.dissipation;
  } else if (mM.modulus + mN.modulus > 0) {
    const double denom = mM.modulus + mN.modulus;
    p.dissipation = (mN.modulus / denom) * mM.dissipation +
                    (mM.modulus / denom) * mN.dissipation;
  }
  p.relaxation_time = mM.relaxation_time + mN.relaxation_time;
  p.friction =
      CalcContactFrictionFromSurfaceProperties(mM.friction, mN.friction)
          .dynamic_friction();
  return p;
}

// Contact needs SceneGraph's geometry queries, which (as in Drake) are not
// computed for T = symbolic::Expression: a symbolic plant with collision
// geometry throws when its contact is evaluated (one without collision
// geometry has no contact and does not get here).
template <typename T>
[[noreturn]] void ThrowContactIsNotSymbolic(const MultibodyPlant<T>& plant,
                                            const char* what) {
  throw std::logic_error(fmt::format(
      "MultibodyPlant '{}': the {} of a plant with collision geometry are not "
      "supported for T = symbolic::Expression; contact is computed for "
      "double and AutoDiffXd only.",
      plant.get_name(), what));
}

// The geometry query port's value; throws if the port is not connected.
template <typename T>
const geometry::QueryObject<T>& EvalQueryObjectOrThrow(
    const MultibodyPlant<T>& plant, const systems::Context<T>& context,
    int num_collision_geometries) {
  const systems::InputPort<T>& port = plant.get_geometry_query_input_port();
  if (!port.HasValue(context)) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}' has {} collision geometries registered with "
        "SceneGraph, but its geometry_query input port is not connected; "
        "connect it to SceneGraph's query output port (as "
        "AddMultibodyPlantSceneGraph() does) so that contact can be computed.",
        plant.get_name(), num_collision_geometries));
  }
  return port.template Eval<geometry::QueryObject<T>>(context);
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
void MultibodyPlant<T>::DeclareContactCacheEntries() {
  // SceneGraph's query port is a live view that depends on nothing (so it
  // adds no feedthrough); as in Drake, the plant's point pairs are
  // recomputed when its own configuration (q, parameters) changes, since
  // that is what moves its geometry.
  const systems::DependencyTicket query_ticket =
      this->input_port_ticket(scene_graph_data_.geometry_query_port);
  const systems::DependencyTicket q_ticket =
      is_discrete()
          ? this->discrete_state_ticket(systems::DiscreteStateIndex(0))
          : this->q_ticket();
  // Under the hydroelastic models, one query gives the contact surfaces
  // and the fallback point pairs.
  hydroelastic_data_cache_ = &this->DeclareCacheEntry(
      "hydroelastic contact surfaces", HydroelasticContactData<T>(),
      &MultibodyPlant<T>::CalcHydroelasticContactData,
      {query_ticket, q_ticket, this->all_parameters_ticket()});
  point_pairs_cache_ = &this->DeclareCacheEntry(
      "point pair penetrations", std::vector<PenetrationAsPointPair<T>>(),
      &MultibodyPlant<T>::CalcPointPairPenetrations,
      {query_ticket, q_ticket, this->all_parameters_ticket(),
       hydroelastic_data_cache_->ticket()});
  hydroelastic_face_pairs_cache_ = &this->DeclareCacheEntry(
      "hydroelastic face contact pairs", std::vector<PointContactPair<T>>(),
      &MultibodyPlant<T>::CalcHydroelasticFacePairs,
      {hydroelastic_data_cache_->ticket(), this->all_parameters_ticket()});
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
  results_tickets.insert(hydroelastic_data_cache_->ticket());
  // (Surface speeds change the contact velocities.)
  results_tickets.insert(surface_axes_cache_->ticket());
  ContactResults<T> model_results;
  model_results.set_plant(this);
  contact_results_cache_ = &this->DeclareCacheEntry(
      "contact results (continuous)", model_results,
      &MultibodyPlant<T>::CalcContactResultsContinuous, results_tickets);
}

template <typename T>
void MultibodyPlant<T>::DeclareContactResultsOutputPort() {
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
  MALLARD_PROFILE_STAGE(kContactQuery);
  pairs->clear();
  if (!HasContactGeometry()) return;
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(
        *this, "point-pair penetrations (CalcPointPairPenetrations)");
  } else {
    if (contact_model_ != ContactModel::kPoint) {
      // The fallback pairs of the hydroelastic query (none for
      // kHydroelastic). Copied into this entry's own vector: no allocation
      // once it has held as many pairs.
      const auto& fallback = EvalHydroelasticContactData(context).point_pairs;
      pairs->assign(fallback.begin(), fallback.end());
      return;
    }
    const auto& query_object = EvalQueryObjectOrThrow(
        *this, context, scene_graph_data_.num_collision_geometries);
    // Written into the cache entry's own vector: no allocation once it has
    // held as many pairs.
    geometry::internal::ComputePointPairPenetration(query_object, pairs);
  }
}

template <typename T>
const HydroelasticContactData<T>&
MultibodyPlant<T>::EvalHydroelasticContactData(
    const systems::Context<T>& context) const {
  return hydroelastic_data_cache_->template Eval<HydroelasticContactData<T>>(
      context);
}

template <typename T>
void MultibodyPlant<T>::CalcHydroelasticContactData(
    const systems::Context<T>& context,
    HydroelasticContactData<T>* data) const {
  MALLARD_PROFILE_STAGE(kContactQuery);
  data->surfaces.clear();
  data->point_pairs.clear();
  if (!HasContactGeometry() || contact_model_ == ContactModel::kPoint) return;
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(*this,
                              "contact surfaces (CalcHydroelasticContactData)");
  } else {
    const auto& query_object = EvalQueryObjectOrThrow(
        *this, context, scene_graph_data_.num_collision_geometries);
    if (contact_model_ == ContactModel::kHydroelastic) {
      try {
        geometry::internal::ComputeContactSurfaces(
            query_object, contact_surface_representation_, &data->pool,
            &data->surfaces,
            static_cast<std::vector<PenetrationAsPointPair<T>>*>(nullptr));
      } catch (const std::logic_error& e) {
        throw std::logic_error(
            fmt::format("MultibodyPlant '{}' (contact model kHydroelastic): {}",
                        this->get_name(), e.what()));
      }
    } else {
      geometry::internal::ComputeContactSurfaces(
          query_object, contact_surface_representation_, &data->pool,
          &data->surfaces, &data->point_pairs);
    }
    // Keep the surfaces between this plant's bodies (in place; they are
    // shared so that contact results refer to them without a copy).
    const auto& inspector = query_object.inspector();
    auto& surfaces = data->surfaces;
    surfaces.erase(
        std::remove_if(
            surfaces.begin(), surfaces.end(),
            [&](const std::shared_ptr<const ContactSurface<T>>& surface) {
              return GetBodyFromFrameId(
                         inspector.GetFrameId(surface->id_M())) == nullptr ||
                     GetBodyFromFrameId(
                         inspector.GetFrameId(surface->id_N())) == nullptr;
            }),
        surfaces.end());
  }
}

template <typename T>
const std::vector<PointContactPair<T>>&
MultibodyPlant<T>::EvalHydroelasticFacePairs(
    const systems::Context<T>& context) const {
  return hydroelastic_face_pairs_cache_
      ->template Eval<std::vector<PointContactPair<T>>>(context);
}

template <typename T>
void MultibodyPlant<T>::CalcHydroelasticFacePairs(
    const systems::Context<T>& context,
    std::vector<PointContactPair<T>>* pairs) const {
  pairs->clear();
  if (!HasContactGeometry() || contact_model_ == ContactModel::kPoint) return;
  const auto& surfaces = EvalHydroelasticContactData(context).surfaces;
  if (surfaces.empty()) return;
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(
        *this, "hydroelastic face pairs (CalcHydroelasticFacePairs)");
  } else {
    const auto& inspector = EvalSceneGraphInspector(context);
    constexpr double kInf = std::numeric_limits<double>::infinity();
    // Faces below this area (m²) have unreliable normals (Drake's threshold),
    // and gradients below this (Pa/m) give no constraint (g = 0).
    constexpr double kMinArea = 1.0e-14;
    constexpr double kMinGradient = 1.0e-14;
    for (int s = 0; s < static_cast<int>(surfaces.size()); ++s) {
      const ContactSurface<T>& surface = *surfaces[s];
      const BodyIndex body_A =
          GetBodyFromFrameId(inspector.GetFrameId(surface.id_M()))->index();
      const BodyIndex body_B =
          GetBodyFromFrameId(inspector.GetFrameId(surface.id_N()))->index();
      const HydroelasticPairParameters params =
          CalcHydroelasticPairParameters(*this, inspector, surface.id_M(),
                                         surface.id_N(), penalty_.dissipation);
      const bool M_compliant = surface.HasGradE_M();
      const bool N_compliant = surface.HasGradE_N();
      DRAKE_DEMAND(M_compliant || N_compliant);
      for (int face = 0; face < surface.num_faces(); ++face) {
        const T& area = surface.area(face);
        if (!(area > kMinArea)) continue;
        // The normal points out of N into M (from B into A); both gradients
        // are taken positive into their own geometry.
        const Vector3<T>& nhat_BA_W = surface.face_normal(face);
        const T gM = M_compliant
                         ? T(surface.EvaluateGradE_M_W(face).dot(nhat_BA_W))
                         : T(kInf);
        const T gN = N_compliant
                         ? T(-surface.EvaluateGradE_N_W(face).dot(nhat_BA_W))
                         : T(kInf);
        if (gM < kMinGradient || gN < kMinGradient) continue;
        // Effective gradient g = gM·gN/(gM + gN), valid for an infinite one.
        const T g = 1.0 / (1.0 / gM + 1.0 / gN);
        const Vector3<T> p_WC = surface.centroid(face);
        const T p0 =
            surface.is_triangle()
                ? T(surface.tri_e_MN().Evaluate(
                      face, Vector3<T>(T(1.0 / 3), T(1.0 / 3), T(1.0 / 3))))
                : T(surface.poly_e_MN().EvaluateCartesian(face, p_WC));
        PointContactPair<T> pair;
        pair.point_pair.id_A = surface.id_M();
        pair.point_pair.id_B = surface.id_N();
        pair.point_pair.p_WCa = p_WC;
        pair.point_pair.p_WCb = p_WC;
        pair.point_pair.nhat_BA_W = nhat_BA_W;
        pair.point_pair.depth = p0 / g;
        pair.body_A = body_A;
        pair.body_B = body_B;
        pair.p_WC = p_WC;
        pair.phi0 = -p0 / g;
        pair.stiffness = area * g;
        pair.dissipation = params.dissipation;
        pair.relaxation_time = params.relaxation_time;
        pair.static_friction = params.friction;
        pair.dynamic_friction = params.friction;
        pair.surface_index = s;
        pair.face_index = face;
        pairs->push_back(pair);
      }
    }
  }
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
  MALLARD_PROFILE_STAGE(kContactQuery);
  pairs->clear();
  const auto& penetrations = EvalPointPairPenetrations(context);
  if (penetrations.empty()) return;
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(*this, "contact pairs (CalcContactPairs)");
  } else {
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
        return body != nullptr ? body->scoped_name().to_string()
                               : std::string("?");
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
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(*this,
                              "contact results (CalcContactResultsContinuous)");
  } else {
    CalcPointContactResultsContinuous(context, results);
    if (contact_model_ == ContactModel::kPoint) return;
    for (const auto& surface : EvalHydroelasticContactData(context).surfaces) {
      results->AddContactInfo(HydroelasticContactInfo<T>(
          surface, CalcHydroelasticSurfaceForce(context, *surface)));
    }
  }
}

template <typename T>
void MultibodyPlant<T>::CalcPointContactResultsContinuous(
    const systems::Context<T>& context, ContactResults<T>* results) const {
  const auto& pairs = EvalContactPairs(context);
  if (pairs.empty()) return;
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(
        *this, "point contact results (CalcPointContactResultsContinuous)");
  } else {
    const auto& pc = tree_->EvalPositionKinematics(context);
    const auto& vc = tree_->EvalVelocityKinematics(context);
    const double vs = stiction_tolerance_;
    const std::vector<Eigen::Vector3d>* surface_axes =
        surface_velocity_bodies_.empty()
            ? nullptr
            : &EvalSpeedScaledSurfaceVelocityAxes(context);
    for (const PointContactPair<T>& pair : pairs) {
      const internal::MobodIndex mA = tree_->body_mobod(pair.body_A);
      const internal::MobodIndex mB = tree_->body_mobod(pair.body_B);
      // Velocities of the points Ac of A and Bc of B coincident with C.
      const Vector3<T> p_AoC_W = pair.p_WC - pc.get_X_WB(mA).translation();
      const Vector3<T> p_BoC_W = pair.p_WC - pc.get_X_WB(mB).translation();
      const Vector3<T> v_WAc = vc.get_V_WB(mA).Shift(p_AoC_W).translational();
      const Vector3<T> v_WBc = vc.get_V_WB(mB).Shift(p_BoC_W).translational();
      Vector3<T> v_BcAc_W = v_WAc - v_WBc;
      const Vector3<T>& nhat_BA_W = pair.point_pair.nhat_BA_W;
      // The surfaces' own velocities (SetSurfaceVelocityAxis()).
      if (surface_axes != nullptr &&
          HasSurfaceVelocityBias(pair.body_A, pair.body_B)) {
        v_BcAc_W += CalcSurfaceVelocityBias<T>(
            *surface_axes, pair.body_A, pc.get_X_WB(mA).rotation(), pair.body_B,
            pc.get_X_WB(mB).rotation(), nhat_BA_W);
      }
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
}

template <typename T>
SpatialForce<T> MultibodyPlant<T>::CalcHydroelasticSurfaceForce(
    const systems::Context<T>& context,
    const ContactSurface<T>& surface) const {
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(
        *this, "hydroelastic surface force (CalcHydroelasticSurfaceForce)");
  } else {
    const auto& inspector = EvalSceneGraphInspector(context);
    const RigidBody<T>& body_A =
        *GetBodyFromFrameId(inspector.GetFrameId(surface.id_M()));
    const RigidBody<T>& body_B =
        *GetBodyFromFrameId(inspector.GetFrameId(surface.id_N()));
    const HydroelasticPairParameters params = CalcHydroelasticPairParameters(
        *this, inspector, surface.id_M(), surface.id_N(), penalty_.dissipation);
    const double d = params.dissipation;
    const double mu = params.friction;
    const double vs = stiction_tolerance_;
    const auto& pc = tree_->EvalPositionKinematics(context);
    const auto& vc = tree_->EvalVelocityKinematics(context);
    const internal::MobodIndex mA = tree_->body_mobod(body_A.index());
    const internal::MobodIndex mB = tree_->body_mobod(body_B.index());
    const Vector3<T>& p_WAo = pc.get_X_WB(mA).translation();
    const Vector3<T>& p_WBo = pc.get_X_WB(mB).translation();
    const SpatialVelocity<T>& V_WA = vc.get_V_WB(mA);
    const SpatialVelocity<T>& V_WB = vc.get_V_WB(mB);
    const Vector3<T>& p_WC = surface.centroid();
    SpatialForce<T> F_Ac_W(Vector3<T>::Zero(), Vector3<T>::Zero());
    // Adds the traction at Q (pressure e, Pa) on face area `weight` (m²):
    // normal max(0, e·(1 − d·vₙ)) along n̂ (out of B into A), friction
    // −μ·(2/π)·atan(‖vₜ‖/vs)·vₜ/‖vₜ‖ times the normal traction.
    auto add_traction = [&](const Vector3<T>& p_WQ, const T& e,
                            const Vector3<T>& nhat_BA_W, const T& weight) {
      const Vector3<T> v_BqAq_W = V_WA.Shift(p_WQ - p_WAo).translational() -
                                  V_WB.Shift(p_WQ - p_WBo).translational();
      const T vn = v_BqAq_W.dot(nhat_BA_W);  // > 0 separating.
      using std::max;
      const T normal_traction = max(T(e * (1.0 - d * vn)), T(0));
      const Vector3<T> vt_W = v_BqAq_W - vn * nhat_BA_W;
      const T x2 = vt_W.squaredNorm() / (vs * vs);
      const T friction_per_speed = (2.0 / M_PI) * mu * normal_traction *
                                   AtanXOverXFromXSquared<T>(x2) / vs;
      const Vector3<T> traction_W =
          normal_traction * nhat_BA_W - friction_per_speed * vt_W;
      const Vector3<T> f_W = weight * traction_W;
      F_Ac_W.translational() += f_W;
      F_Ac_W.rotational() += (p_WQ - p_WC).cross(f_W);
    };
    if (surface.is_triangle()) {
      // Gauss's rule of order 2 (exact for the quadratic moment of a linear
      // traction): barycentric (2/3, 1/6, 1/6) and its permutations, each
      // with a third of the area.
      const auto& mesh = surface.tri_mesh_W();
      const auto& field = surface.tri_e_MN();
      for (int face = 0; face < surface.num_faces(); ++face) {
        const T weight = surface.area(face) / 3.0;
        const Vector3<T>& nhat_BA_W = surface.face_normal(face);
        for (int k = 0; k < 3; ++k) {
          Vector3<T> b = Vector3<T>::Constant(T(1.0 / 6.0));
          b[k] = T(2.0 / 3.0);
          const Vector3<T> p_WQ = mesh.CalcCartesianFromBarycentric(face, b);
          add_traction(p_WQ, field.Evaluate(face, b), nhat_BA_W, weight);
        }
      }
    } else {
      // One point per polygon, its centroid (as Drake does).
      const auto& field = surface.poly_e_MN();
      for (int face = 0; face < surface.num_faces(); ++face) {
        const Vector3<T> p_WQ = surface.centroid(face);
        add_traction(p_WQ, field.EvaluateCartesian(face, p_WQ),
                     surface.face_normal(face), surface.area(face));
      }
    }
    return F_Ac_W;
  }
}

template <typename T>
void MultibodyPlant<T>::AddContactResultsForces(
    const systems::Context<T>& context, const ContactResults<T>& results,
    MultibodyForces<T>* forces) const {
  if (results.num_point_pair_contacts() == 0 &&
      results.num_hydroelastic_contacts() == 0) {
    return;
  }
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    ThrowContactIsNotSymbolic(*this,
                              "contact forces (AddContactResultsForces)");
  } else {
    const auto& pc = tree_->EvalPositionKinematics(context);
    auto& F = forces->mutable_body_forces();
    if (results.num_hydroelastic_contacts() > 0) {
      const auto& inspector = EvalSceneGraphInspector(context);
      for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
        const HydroelasticContactInfo<T>& info =
            results.hydroelastic_contact_info(i);
        const ContactSurface<T>& surface = info.contact_surface();
        const BodyIndex A =
            GetBodyFromFrameId(inspector.GetFrameId(surface.id_M()))->index();
        const BodyIndex B =
            GetBodyFromFrameId(inspector.GetFrameId(surface.id_N()))->index();
        // F_Ac_W shifted to Ao: τ_Ao = τ_C + p_AoC × f; B gets −F_Ac_W at C.
        const Vector3<T>& p_WC = surface.centroid();
        const Vector3<T>& tau_C = info.F_Ac_W().rotational();
        const Vector3<T>& f_Ac_W = info.F_Ac_W().translational();
        const Vector3<T> p_AoC_W =
            p_WC - pc.get_X_WB(tree_->body_mobod(A)).translation();
        const Vector3<T> p_BoC_W =
            p_WC - pc.get_X_WB(tree_->body_mobod(B)).translation();
        F[A] += SpatialForce<T>(tau_C + p_AoC_W.cross(f_Ac_W), f_Ac_W);
        F[B] += SpatialForce<T>(-tau_C - p_BoC_W.cross(f_Ac_W), -f_Ac_W);
      }
    }
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
}

template <typename T>
void MultibodyPlant<T>::CalcGeneralizedContactForces(
    const systems::Context<T>& context, const ContactResults<T>& results,
    VectorX<T>* tau) const {
  tau->setZero(num_velocities());
  if (results.num_point_pair_contacts() == 0 &&
      results.num_hydroelastic_contacts() == 0) {
    return;
  }
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
  template void MultibodyPlant<T>::DeclareContactCacheEntries();              \
  template void MultibodyPlant<T>::DeclareContactResultsOutputPort();         \
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
  template void MultibodyPlant<T>::CalcPointContactResultsContinuous(         \
      const systems::Context<T>&, ContactResults<T>*) const;                  \
  template const HydroelasticContactData<T>&                                  \
  MultibodyPlant<T>::EvalHydroelasticContactData(const systems::Context<T>&)  \
      const;                                                                  \
  template void MultibodyPlant<T>::CalcHydroelasticContactData(               \
      const systems::Context<T>&, HydroelasticContactData<T>*) const;         \
  template const std::vector<PointContactPair<T>>&                            \
  MultibodyPlant<T>::EvalHydroelasticFacePairs(const systems::Context<T>&)    \
      const;                                                                  \
  template void MultibodyPlant<T>::CalcHydroelasticFacePairs(                 \
      const systems::Context<T>&, std::vector<PointContactPair<T>>*) const;   \
  template SpatialForce<T> MultibodyPlant<T>::CalcHydroelasticSurfaceForce(   \
      const systems::Context<T>&, const ContactSurface<T>&) const;            \
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
MALLARD_INSTANTIATE_CONTACT_MEMBERS(symbolic::Expression)

template class ContactResults<double>;
template class ContactResults<AutoDiffXd>;
template class ContactResults<symbolic::Expression>;
template class PointPairContactInfo<double>;
template class PointPairContactInfo<AutoDiffXd>;
template class PointPairContactInfo<symbolic::Expression>;
template class HydroelasticContactInfo<double>;
template class HydroelasticContactInfo<AutoDiffXd>;
template class HydroelasticContactInfo<symbolic::Expression>;

}  // namespace multibody
}  // namespace drake
