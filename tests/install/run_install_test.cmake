# Driven by ctest (see CMakeLists.txt beside this file).
file(REMOVE_RECURSE "${WORK_DIR}")
set(prefix "${WORK_DIR}/prefix")
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}")
foreach(header common/eigen_types.h math/rigid_transform.h multibody/math/spatial_velocity.h
               lcm/drake_lcm.h lcmt_viewer_draw.hpp geometry/drake_visualizer.h)
  if(NOT EXISTS "${prefix}/include/drake/${header}")
    message(FATAL_ERROR "installed header missing: include/drake/${header}")
  endif()
endforeach()

# 0. The installed simulate program runs its default scenario (found under
# <prefix>/share/drake, not in the source tree) for a short time, logging
# contact results too.
set(simulate "${prefix}/${CMAKE_INSTALL_BINDIR_FOR_TEST}/simulate")
if(NOT EXISTS "${simulate}")
  message(FATAL_ERROR "installed program missing: ${simulate}")
endif()
set(simulate_output "${WORK_DIR}/simulate_output")
run("${simulate}" --duration 0.05 --output "${simulate_output}"
    --set "logging: {signals: [state, net_actuation, contact_results]}")
file(REAL_PATH "${prefix}/share/drake" installed_share)
if(NOT last_output MATCHES "Scenario 'iiwa_wsg_box' from ([^ ]*iiwa_scenarios.yaml)")
  message(FATAL_ERROR "installed simulate printed: ${last_output}")
endif()
file(REAL_PATH "${CMAKE_MATCH_1}" scenario_file)
string(FIND "${scenario_file}" "${installed_share}/" at)
if(NOT at EQUAL 0)
  message(FATAL_ERROR "installed simulate read its default scenario from "
          "${scenario_file}, not from ${installed_share}")
endif()
foreach(csv state.csv net_actuation.csv contact_results.csv contact_pairs.csv)
  if(NOT EXISTS "${simulate_output}/${csv}")
    message(FATAL_ERROR "installed simulate did not write ${csv}: ${last_output}")
  endif()
endforeach()
# 0.05 s logged every 0.01 s: a header and 6 rows.
file(STRINGS "${simulate_output}/state.csv" state_rows)
list(LENGTH state_rows num_state_rows)
if(NOT num_state_rows EQUAL 7)
  message(FATAL_ERROR "state.csv has ${num_state_rows} lines; expected 7")
endif()

# 1. CMake package.
run(${CMAKE_COMMAND} -S "${CONSUMER_SOURCE}" -B "${WORK_DIR}/cmake_build" -G "${GENERATOR}"
    -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_BUILD_TYPE=Release)
run(${CMAKE_COMMAND} --build "${WORK_DIR}/cmake_build")
run("${WORK_DIR}/cmake_build/consumer")
if(NOT last_output MATCHES "consumer ok")
  message(FATAL_ERROR "consumer printed: ${last_output}")
endif()

# 2. pkg-config.
find_program(PKG_CONFIG pkg-config REQUIRED)
set(ENV{PKG_CONFIG_PATH} "${prefix}/lib/pkgconfig:${prefix}/lib/x86_64-linux-gnu/pkgconfig")
run(${PKG_CONFIG} --cflags --libs drake)
string(STRIP "${last_output}" flags)
separate_arguments(flags UNIX_COMMAND "${flags}")
run(${CXX} "${CONSUMER_SOURCE}/consumer.cc" -o "${WORK_DIR}/consumer_pc" ${flags})
run("${WORK_DIR}/consumer_pc")
if(NOT last_output MATCHES "consumer ok")
  message(FATAL_ERROR "pkg-config consumer printed: ${last_output}")
endif()
